"use client";
import { useEffect, useState } from "react";
import { usePathname } from "next/navigation";
import { ErrorView } from "./error-view";
import { ERROR_TEXTS, errorLocale, errorStatus, statusLabel } from "./error-texts";
import { fetchCustomErrorHtml } from "./fetch-custom-error-html";
import type { CustomErrorHtml } from "./parse-error-html";
import { reloadOnceForChunkError } from "../behaviours/chunk-reload";

/**
 * What a page that failed to render shows (000 §8): its status (500 unless the error names
 * one), "an unknown error occurred" (server messages are not for visitors), a retry and a
 * link home; the operators' /html/{status}.html instead when there is one.
 */
export function ErrorBoundaryView({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const lang = errorLocale(usePathname());
  const texts = ERROR_TEXTS[lang];
  const status = errorStatus(error);
  const [custom, setCustom] = useState<CustomErrorHtml | null>(null);

  useEffect(() => {
    // A stale deployment's missing chunk: one reload fetches the new build (at most once a minute).
    if (reloadOnceForChunkError(error)) return;
    console.error(error);
    let current = true;
    void fetchCustomErrorHtml(status, lang).then((parsed) => { if (current) setCustom(parsed); });
    return () => { current = false; };
  }, [error, status, lang]);

  return (
    <ErrorView status={status} statusLabel={statusLabel(lang, status)} message={texts.unknown_error} home={{ href: `/${lang}`, label: texts.back_home }} custom={custom}>
      <p><button type="button" onClick={reset}>{texts.retry}</button></p>
    </ErrorView>
  );
}

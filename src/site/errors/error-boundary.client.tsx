"use client";
import { useEffect, useState } from "react";
import { usePathname } from "next/navigation";
import { ErrorView } from "./error-view";
import { ERROR_TEXTS, errorLocale, errorStatus, statusLabel } from "./error-texts";
import { customErrorHtmlPath, parseErrorHtml, type CustomErrorHtml } from "./parse-error-html";
import { reloadOnceForChunkError } from "../behaviours/chunk-reload";
import { reportFailure } from "../observability/report-failure";

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
    fetch(customErrorHtmlPath(status))
      .then(async (response) => (response.ok ? parseErrorHtml(await response.text(), lang) : null))
      .then((parsed) => { if (current) setCustom(parsed); })
      .catch((failure: unknown) => {
        // 000 §8: "Custom HTML fails to load: reported and logged".
        console.error("Custom error page failed to load", failure);
        reportFailure({ kind: "custom_error_html", message: "Custom error page failed to load", status });
      });
    return () => { current = false; };
  }, [error, status, lang]);

  return (
    <ErrorView status={status} statusLabel={statusLabel(lang, status)} message={texts.unknown_error} home={{ href: `/${lang}`, label: texts.back_home }} custom={custom}>
      <p><button type="button" onClick={reset}>{texts.retry}</button></p>
    </ErrorView>
  );
}

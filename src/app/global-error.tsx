"use client";
import { useEffect, useSyncExternalStore } from "react";
import { ErrorLayout } from "@/site/errors/error-layout";
import { ErrorView } from "@/site/errors/error-view";
import { ERROR_TEXTS, errorLocale } from "@/site/errors/error-texts";
import { common as de } from "@/i18n/resources/de/common";
import { common as en } from "@/i18n/resources/en/common";
import "@/site/styles/tokens.css";
import "@/site/styles/base.css";

const noSubscription = () => () => undefined;

/**
 * The last resort (000 §8): a layout itself failed, so even the error page could not be
 * shown inside it. "An error occurred while showing the error page" and a link home.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  // The path's language once in the browser; German while rendering on the server.
  const lang = useSyncExternalStore(noSubscription, () => errorLocale(window.location.pathname), () => "de" as const);
  useEffect(() => console.error(error), [error]);
  const texts = ERROR_TEXTS[lang];
  return (
    <ErrorLayout lang={lang} siteName={(lang === "en" ? en : de).site_name} homeHref={`/${lang}`}>
      <ErrorView status={500} statusLabel={texts.status.replace("{{status}}", "500")} message={texts.error_page_failed} home={{ href: `/${lang}`, label: texts.back_home }} />
    </ErrorLayout>
  );
}

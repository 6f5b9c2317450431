"use client";
import { useEffect } from "react";
import { usePathname } from "next/navigation";
import { ErrorView } from "./error-view";
import type { CustomErrorHtml } from "./parse-error-html";
import { reportNotFound } from "./report-not-found";

export interface NotFoundTexts { statusLabel: string; message: string; home: string }

/**
 * The 404 page (000 §8): "This page could not be found" in the path's language, and the URL
 * sent to the error log once per path. not-found receives no params, so the server passes
 * both languages' texts and this picks one by the path.
 */
export function NotFoundMessage({ texts, custom }: { texts: Record<"de" | "en", NotFoundTexts>; custom: Record<"de" | "en", CustomErrorHtml | null> }) {
  const pathname = usePathname() ?? "/";
  const lang = pathname.split("/")[1] === "en" ? "en" : "de";
  useEffect(() => {
    void reportNotFound(`${window.location.pathname}${window.location.search}`);
  }, [pathname]);
  const text = texts[lang];
  return <ErrorView status={404} statusLabel={text.statusLabel} message={text.message} home={{ href: `/${lang}`, label: text.home }} custom={custom[lang]} />;
}

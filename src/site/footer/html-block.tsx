import type { Locale } from "@schemas/rules/localized";
import { getT } from "@/i18n/translate";
import { HtmlSnippet } from "@/site/consent/html-snippet";
import { htmlForLang } from "./html-for-lang";

/**
 * One of the settings' HTML blocks (header, footer top, footer bottom, partner logos; 001 §3).
 * Only editors write them and they are trusted with it, as with the HTML module: the code is
 * output as written, less the parts marked for the other language (html-for-lang.ts), and
 * what loads from other hosts waits for the visitor's consent (html-snippet.tsx). An empty
 * block renders nothing.
 */
export function HtmlBlock({ html, lang, className }: { html: string; lang: Locale; className?: string }) {
  const code = htmlForLang(html, lang);
  if (!code.trim()) return null;
  return <HtmlSnippet html={code} t={getT(lang)} className={className} />;
}

import type { Locale } from "@schemas/rules/localized";
import { htmlForLang } from "./html-for-lang";

/**
 * One of the settings' HTML blocks (header, footer top, footer bottom, partner logos; 001 §3).
 * Only editors write them and they are trusted with it, as with the HTML module: the code is
 * output as written, less the parts marked for the other language (html-for-lang.ts). An
 * empty block renders nothing.
 */
export function HtmlBlock({ html, lang, className }: { html: string; lang: Locale; className?: string }) {
  const code = htmlForLang(html, lang);
  if (!code.trim()) return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: code }} />;
}

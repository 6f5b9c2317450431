import "server-only";
import sanitizeHtml from "sanitize-html";
import { isLocale, type Locale } from "@schemas/rules/localized";

const MARKED = /\slang\s*=/i;

const primaryLanguage = (value: string | undefined) => value?.trim().toLowerCase().split("-")[0] ?? "";

/**
 * A settings HTML block holds one text for every page, so a bilingual block marks its
 * versions with the lang attribute (`<p lang="de">…</p><p lang="en">…</p>`): on a page in
 * `lang`, the parts in the site's other language are left out, with everything inside them.
 * Unmarked parts show in every language. A block without lang attributes is output exactly
 * as written; a marked one passes the parser with every tag and attribute kept (only link
 * schemes outside http(s), mailto, tel and ftp are dropped, as the trusted editors never need them).
 */
export function htmlForLang(html: string, lang: Locale): string {
  if (!MARKED.test(html)) return html;
  return sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    exclusiveFilter: (frame) => {
      const marked = primaryLanguage(frame.attribs.lang);
      return isLocale(marked) && marked !== lang;
    },
  });
}

import "server-only";

/*
 * ts_headline marks matches with two characters that do not occur in museum texts; the
 * snippet is then made HTML-safe here (entities decoded, everything escaped) and only the
 * markers become <mark>. So a snippet never carries markup from the content itself.
 */
const OPEN = "\u27E6";
const CLOSE = "\u27E7";

export const HIGHLIGHT_OPTIONS = `StartSel=${OPEN}, StopSel=${CLOSE}, MaxWords=30, MinWords=12, ShortWord=3, MaxFragments=2, FragmentDelimiter=" … "`;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

const codePoint = (code: number, entity: string) => (code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity);

const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]+);/gi, (entity, body: string) => {
    if (/^#x/i.test(body)) return codePoint(Number.parseInt(body.slice(2), 16), entity);
    if (body.startsWith("#")) return codePoint(Number.parseInt(body.slice(1), 10), entity);
    return ENTITIES[body.toLowerCase()] ?? entity;
  });

const escape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function toSnippetHtml(raw: string | null): string {
  if (!raw) return "";
  return escape(decode(raw).replace(/\s+/g, " ").trim()).replaceAll(OPEN, "<mark>").replaceAll(CLOSE, "</mark>");
}

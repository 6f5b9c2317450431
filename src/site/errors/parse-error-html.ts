/** Custom error HTML reduced to what the error page takes from it (000 §7: "parsed for its style and body"). */
export interface CustomErrorHtml {
  /** The text of every <style> element, joined. */
  style: string;
  /** The inner HTML of <body>, or the whole document when it has no body element. */
  body: string;
}

const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
const BODY = /<body\b[^>]*>([\s\S]*?)<\/body\s*>/i;
const MAIN = /<main\b[^>]*>([\s\S]*?)<\/main\s*>/i;
const SCRIPT = /<script\b[\s\S]*?<\/script\s*>/gi;
/** One language's part of a page written in both: <section lang="en">, no sections inside. */
const languagePart = (lang: string) => new RegExp(`<section\\b[^>]*\\blang="${lang}"[^>]*>[\\s\\S]*?<\\/section\\s*>`, "i");

/**
 * Take the styles and the body of an error page written by the site's operators
 * (public/html/{status}.html). Scripts are dropped: the error page shows, it does not run.
 * The site shows the page inside its own layout, which has its header, main landmark and way
 * home: so only the content of the file's <main> is taken, when it has one, and of a page
 * written in both languages (a static file cannot pick one) only the part in `lang`.
 * Returns null for a file with nothing to show.
 */
export function parseErrorHtml(html: string, lang?: string): CustomErrorHtml | null {
  const style = [...html.matchAll(STYLE)].map((match) => match[1]!.trim()).filter(Boolean).join("\n");
  const withoutHead = html.replace(/<head\b[\s\S]*?<\/head\s*>/i, "");
  const whole = BODY.exec(html)?.[1] ?? withoutHead.replace(STYLE, "").replace(/<\/?(html|body|!doctype)[^>]*>/gi, "");
  const content = MAIN.exec(whole)?.[1] ?? whole;
  const part = lang && /^[a-z]{2}$/.test(lang) ? languagePart(lang).exec(content)?.[0] : undefined;
  const body = (part ?? content).replace(SCRIPT, "").trim();
  return body ? { style, body } : null;
}

/** Public path of the custom HTML for a status (000 §2/§7). */
export const customErrorHtmlPath = (status: number) => `/html/${status}.html`;

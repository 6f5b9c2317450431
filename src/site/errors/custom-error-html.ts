import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Locale } from "@schemas/rules/localized";
import { parseErrorHtml, type CustomErrorHtml } from "./parse-error-html";
import { reportFailure } from "@/server/observability/report";

/** Where the operators' error pages live: public/html/{status}.html, served at /html/{status}.html. */
export const customErrorHtmlDir = () => path.join(process.cwd(), "public", "html");

/**
 * The custom HTML for a status, the part in `lang` of a page in both languages, when the
 * settings allow it for that status and the file exists; null otherwise. A file that cannot
 * be read is logged and the built-in page shows (000 §8 "Custom HTML fails to load: reported
 * and logged").
 */
export async function readCustomErrorHtml(
  status: number,
  allowed: readonly number[],
  { lang, dir = customErrorHtmlDir() }: { lang?: Locale; dir?: string } = {},
): Promise<CustomErrorHtml | null> {
  if (!allowed.includes(status)) return null;
  try {
    return parseErrorHtml(await readFile(path.join(dir, `${status}.html`), "utf8"), lang);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") reportFailure("custom_error_html", { message: `Custom error page ${status} failed to load`, error, context: { status } });
    return null;
  }
}

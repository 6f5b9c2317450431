import "server-only";
import type { NextRequest } from "next/server";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@schemas/rules/localized";
import { langQuerySchema } from "@schemas/api/site-query";
import { parseQuery } from "../http/handler";
import { pathLocale } from "@/i18n/routes";

/**
 * The best of our languages in an Accept-Language header ("en-GB,en;q=0.9,de;q=0.8" → en),
 * or null when it names neither. Ranges with q=0 are refused ones.
 */
export function preferredLocale(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranges = header.split(",").map((part, index) => {
    const [tag = "", ...params] = part.trim().split(";");
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    const quality = q ? Number(q.slice(2)) : 1;
    return { language: tag.trim().toLowerCase().split("-")[0] ?? "", quality: Number.isFinite(quality) ? quality : 0, index };
  });
  const best = ranges
    .filter((range) => range.quality > 0 && isLocale(range.language))
    .sort((a, b) => b.quality - a.quality || a.index - b.index)[0];
  return best && isLocale(best.language) ? best.language : null;
}

/**
 * The language of a call that is served with and without the prefix (/de/api/rooms/ and
 * /api/rooms/): the path's prefix, else ?lang= (a bad value is a 400 naming `lang`), else
 * Accept-Language, else German.
 */
export function requestLang(request: NextRequest): Locale {
  const prefix = pathLocale(request.nextUrl.pathname);
  if (prefix) return prefix;
  const { lang } = parseQuery(request, langQuerySchema);
  return lang ?? preferredLocale(request.headers.get("accept-language")) ?? DEFAULT_LOCALE;
}

/**
 * The Vary header of an answer in the request's language: Accept-Language only when that
 * header chose it (neither the path's prefix nor ?lang= did), so that shared caches keep one
 * answer per URL otherwise.
 */
export function languageVary(request: NextRequest): { Vary?: string } {
  const chosenByHeader = !pathLocale(request.nextUrl.pathname) && !request.nextUrl.searchParams.has("lang");
  return chosenByHeader ? { Vary: "Accept-Language" } : {};
}

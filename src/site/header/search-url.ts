import type { Locale } from "@schemas/rules/localized";
import { matchRoute, routePath } from "@/i18n/routes";

/**
 * Where the header's search goes (000 §2): the search route with q; when the current route is
 * the search with a category, that category and page 1 as well. Null for blank text: nothing
 * is submitted.
 */
export function searchHref(lang: Locale, pathname: string, text: string): string | null {
  const q = text.trim();
  if (!q) return null;
  const match = matchRoute(pathname);
  const category = match?.name === "search" ? match.params.category : undefined;
  const path = category ? routePath("search", lang, { category, page: 1 }) : routePath("search", lang);
  return `${path}?q=${encodeURIComponent(q)}`;
}

import type { Locale } from "@schemas/rules/localized";
import { routePath, type RouteName } from "@/i18n/routes";
import { shopLang } from "@/contracts/shop-query";

/**
 * The shop path mapping (000 §2): a shop's own lists send the visitor to the site's pages
 * instead, in the language of `?lang=`. The seed has no subscription page, so the series
 * list goes to the calendar, where series are a filter. One table; the proxy reads it.
 */
export const SHOP_PATH_MAPPING = {
  events: "calendar",
  itemgroups: "magazine",
  series: "calendar",
} as const satisfies Record<string, RouteName>;

const isMapped = (segment: string): segment is keyof typeof SHOP_PATH_MAPPING => Object.hasOwn(SHOP_PATH_MAPPING, segment);

/** The site path for a shop path's rest below its prefix ("events", "series/"), or null. */
export function mappedShopPath(rest: string, lang: Locale): string | null {
  const segment = rest.replace(/^\/+|\/+$/g, "");
  return isMapped(segment) ? routePath(SHOP_PATH_MAPPING[segment], lang) : null;
}

/** The redirect for a shop URL under one of the prefixes, or null. */
export function shopMappingRedirect(url: URL, prefixes: readonly string[]): string | null {
  const prefix = prefixes.find((candidate) => url.pathname.startsWith(`${candidate}/`));
  return prefix ? mappedShopPath(url.pathname.slice(prefix.length), shopLang(url.searchParams)) : null;
}

import { DEFAULT_LOCALE, type Locale } from "@schemas/rules/locales";

/*
 * The shop paths carry no language prefix (000 §2): the language comes from `?lang=en`,
 * German by default, and every link inside the shop keeps it. Browser-safe, and without zod,
 * which the cart page's first load does without; the query is read in ./shop-query.ts.
 */

/**
 * The proxy copies the shop page's `?lang=` into this request header, because the shop's
 * root layout gets no query string and <html lang> must be right before any script runs.
 */
export const SHOP_LANG_HEADER = "x-shop-lang";

/** A shop path with the language kept: German needs no query, English adds `?lang=en`. */
export function shopHref(path: string, lang: Locale): string {
  if (lang === DEFAULT_LOCALE) return path;
  return `${path}${path.includes("?") ? "&" : "?"}lang=${lang}`;
}

/** The shop prefix's own paths: its cart, an order's confirmation. */
export const cartPath = (prefix: string) => `${prefix}/`;
export const orderPath = (prefix: string, number: string) => `${prefix}/order/${encodeURIComponent(number)}/`;

/** What a shop path shows: the order confirmation for `order/{number}`, else the cart. */
export type ShopView = { kind: "cart" } | { kind: "order"; number: string };

export function shopView(segments: readonly string[] | undefined): ShopView {
  const [first, second, ...rest] = segments ?? [];
  if (first === "order" && second && rest.length === 0) return { kind: "order", number: second };
  return { kind: "cart" };
}

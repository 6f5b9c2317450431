import "server-only";

/**
 * Whether an external ticket shop is configured (SHOP_ADAPTER other than "builtin", see
 * index.ts). Then it owns the cart, the shop pages and the visitors' accounts; otherwise the
 * site's own user area and /webshop/ serve them.
 */
export const isExternalShop = (env: Record<string, string | undefined> = process.env): boolean =>
  (env.SHOP_ADAPTER ?? "builtin") !== "builtin";

/**
 * The cart cookies (001 §7): the cart call's answer sets the ticket count and the shop's cart
 * URL for 15 minutes on the parent domain; the header reads them in the browser, since pages
 * are cached for everyone. The server sets them (src/server/shop/http.ts), the browser reads
 * them (src/site/cart/cart-cookies.ts).
 */
export const CART_AMOUNT_COOKIE = "cart_amount";
export const CART_URL_COOKIE = "cart_url";
/** Seconds: the reservation time of the tickets in the cart. */
export const CART_COOKIE_MAX_AGE = 15 * 60;

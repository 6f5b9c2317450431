import { CART_AMOUNT_COOKIE, CART_URL_COOKIE } from "@/contracts/cart-cookies";

/* The browser's reading of the cart cookies the server sets (src/contracts/cart-cookies.ts). */

/** Dispatched on window after the cart changed in this tab, so the header count updates at once. */
export const CART_CHANGE_EVENT = "cart:change";

/** One cookie's decoded value in a Cookie header or `document.cookie`, or null. */
export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(";")) {
    const [key, ...rest] = part.split("=");
    if (key?.trim() !== name) continue;
    try {
      return decodeURIComponent(rest.join("=").trim());
    } catch {
      return null;
    }
  }
  return null;
}

/** The number of tickets in the cart; anything but a whole non-negative number counts as 0. */
export function cartAmount(cookies: string): number {
  const value = readCookie(cookies, CART_AMOUNT_COOKIE);
  return value && /^\d{1,4}$/.test(value) ? Number(value) : 0;
}

/** The shop's cart URL, when it is a web address or a site path (never javascript: or the like). */
export function cartUrl(cookies: string): string | null {
  const value = readCookie(cookies, CART_URL_COOKIE);
  if (!value) return null;
  if (value.startsWith("/") && !value.startsWith("//")) return value;
  return /^https?:\/\//i.test(value) ? value : null;
}

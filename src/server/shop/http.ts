import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { CART_ERROR } from "@schemas/api/shop-cart";
import { langQuerySchema } from "@schemas/api/site-query";
import { DEFAULT_LOCALE, type Locale } from "@schemas/rules/localized";
import { CART_AMOUNT_COOKIE, CART_COOKIE_MAX_AGE, CART_URL_COOKIE } from "@/contracts/cart-cookies";
import { isHttps } from "../auth/cookies";
import type { StoredCookie } from "../db/schema/booking";
import { parseQuery } from "../http/handler";
import { ShopError } from "./adapter";
import { ShopUnavailableError } from "./errors";

/** The cart's opaque token (HttpOnly): the visitor's cart and the orders it placed. */
export const CART_COOKIE = "shop_cart";
/** The token outlives the 15-minute holds so the order confirmation stays readable. */
export const CART_TOKEN_MAX_AGE = 30 * 24 * 60 * 60;

export const NO_STORE = { "Cache-Control": "no-store" } as const;

/** ?lang=de|en for the texts; German without it (a bad value is a 400 naming `lang`). */
export const shopLang = (request: NextRequest): Locale => parseQuery(request, langQuerySchema).lang ?? DEFAULT_LOCALE;

export const cartToken = (request: NextRequest): string | null => {
  const value = request.cookies.get(CART_COOKIE)?.value;
  return value && /^[\w-]{20,64}$/.test(value) ? value : null;
};

/**
 * The cookies a cart answer sets: the token, and the header's count and cart URL for 15
 * minutes (001 §7) on the parent domain when SHOP_COOKIE_DOMAIN names it (".museum.example").
 */
export function cartCookies(request: NextRequest, token: string, tickets: number, cartUrl: string): StoredCookie[] {
  const secure = isHttps(request);
  const domain = process.env.SHOP_COOKIE_DOMAIN || undefined;
  return [
    { name: CART_COOKIE, value: token, maxAge: CART_TOKEN_MAX_AGE, httpOnly: true, secure },
    { name: CART_AMOUNT_COOKIE, value: String(tickets), maxAge: CART_COOKIE_MAX_AGE, httpOnly: false, secure, domain },
    { name: CART_URL_COOKIE, value: cartUrl, maxAge: CART_COOKIE_MAX_AGE, httpOnly: false, secure, domain },
  ];
}

export function withCookies(response: NextResponse, cookies: readonly StoredCookie[]): NextResponse {
  for (const cookie of cookies) response.cookies.set({ ...cookie, path: "/", sameSite: "lax" });
  return response;
}

/** JSON that no cache keeps: every cart answer is this visitor's, and live. */
export const shopJson = (body: unknown, status = 200) => NextResponse.json(body, { status, headers: NO_STORE });

/** HTTP status of the shop's refusals: seats gone is a conflict, a missing hold unprocessable. */
export const shopErrorStatus = (code: number) => (code === CART_ERROR.notEnoughSeats ? 409 : 422);

/**
 * The shop's refusals as JSON `{ code, detail }` (never a 500): ShopError with its code,
 * ShopUnavailableError as 503 with Retry-After. Other errors go on to handler() (400, 500).
 */
export function shopRoute<A extends unknown[]>(run: (request: NextRequest, ...rest: A) => Promise<Response>) {
  return async (request: NextRequest, ...rest: A): Promise<Response> => {
    try {
      return await run(request, ...rest);
    } catch (error) {
      const refusal = shopRefusal(error);
      if (refusal) return refusal;
      throw error;
    }
  };
}

export function shopRefusal(error: unknown): NextResponse | null {
  if (error instanceof ShopError) return shopJson({ code: error.code, detail: error.message }, shopErrorStatus(error.code));
  if (error instanceof ShopUnavailableError) {
    const response = shopJson({ code: 503, detail: error.message }, 503);
    response.headers.set("Retry-After", "2");
    return response;
  }
  return null;
}

import type { CartView, CheckoutInput, Order } from "@schemas/api/shop-cart";
import type { Locale } from "@schemas/rules/localized";
import type { SchemaName, SchemaOutput } from "./cart-contract";
import { CART_CHANGE_EVENT } from "../cart/cart-cookies";
import { csrfHeaders, ensureCsrfToken } from "../http/csrf-header";

/*
 * The webshop's calls to the cart endpoints (booking-common.md), from the browser: the cart
 * cookie travels along, unsafe calls carry the CSRF header. Answers are parsed with the
 * contract's schemas, loaded with the first call, so a changed server shows up as a failure,
 * not as a broken page.
 */

export type ShopFailure = {
  ok: false;
  status: number;
  /** The shop's code (-214, -204 …) when it answered `{code, detail}`. */
  code: number | null;
  /** Per-field messages of a 400, already in the visitor's language. */
  errors: Record<string, string[]>;
};
export type ShopResult<T> = { ok: true; value: T } | ShopFailure;

/** The contract's schemas; the import runs once, beside the first request. */
export const loadContract = () => import("./cart-contract");

function call<Name extends SchemaName>(path: string, lang: Locale, method: string, schema: Name, body?: unknown, extra?: Record<string, string>): Promise<ShopResult<SchemaOutput<Name>>>;
async function call(path: string, lang: Locale, method: string, schema: SchemaName, body?: unknown, extra: Record<string, string> = {}): Promise<ShopResult<unknown>> {
  // Started beside the request; a failed import (the network gone) is a failed call.
  const contract = loadContract().catch(() => null);
  let response: Response;
  try {
    if (method !== "GET") await ensureCsrfToken();
    response = await fetch(`${path}?lang=${lang}`, {
      method,
      credentials: "same-origin",
      cache: "no-store",
      headers: { Accept: "application/json", ...(body === undefined ? {} : { "Content-Type": "application/json" }), ...(method === "GET" ? {} : csrfHeaders()), ...extra },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, status: 0, code: null, errors: {} };
  }
  const json: unknown = await response.json().catch(() => null);
  const schemas = await contract;
  if (!schemas) return { ok: false, status: 0, code: null, errors: {} };
  if (response.ok) {
    const parsed = schemas[schema].safeParse(json);
    return parsed.success ? { ok: true, value: parsed.data } : { ok: false, status: response.status, code: null, errors: {} };
  }
  return { ok: false, status: response.status, ...schemas.failureDetails(json) };
}

export const readCart = (lang: Locale): Promise<ShopResult<CartView>> => call("/api/shop-cart/", lang, "GET", "cartViewSchema");

export const changePosition = (id: number, quantity: number, lang: Locale): Promise<ShopResult<CartView>> =>
  call(`/api/shop-cart/positions/${id}/`, lang, "PATCH", "cartViewSchema", { quantity });

export const removePosition = (id: number, lang: Locale): Promise<ShopResult<CartView>> =>
  call(`/api/shop-cart/positions/${id}/`, lang, "DELETE", "cartViewSchema");

/** One Idempotency-Key per attempt: a repeated request (a network retry) places one order, not two. */
export const placeOrder = (buyer: CheckoutInput, lang: Locale): Promise<ShopResult<Order>> =>
  call("/api/shop-cart/checkout/", lang, "POST", "orderSchema", buyer, idempotencyKey());

// randomUUID exists only in secure contexts (HTTPS, localhost); without it the call simply has no key.
const idempotencyKey = (): Record<string, string> =>
  typeof crypto !== "undefined" && typeof crypto.randomUUID === "function" ? { "Idempotency-Key": crypto.randomUUID() } : {};

/** The server refreshed (or cleared) the cart cookies: tell the header to read them again. */
export const announceCartChange = () => window.dispatchEvent(new Event(CART_CHANGE_EVENT));

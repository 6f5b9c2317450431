import { cartErrorSchema, cartResponseSchema, type CartCreate, type CartResponse } from "@schemas/api/shop-cart";
import type { Locale } from "@schemas/rules/localized";
import { CART_CHANGE_EVENT } from "../cart/cart-cookies";
import { csrfHeaders, ensureCsrfToken } from "../http/csrf-header";

/*
 * The cart calls of the widget (001 §7): POST /api/shop-cart/ once per seat group, with
 * credentials and the CSRF header from the cookie. Each call carries its own Idempotency-Key;
 * a network failure or a "still running" 409 is retried with the same key, so the shop
 * replays its stored answer instead of reserving the seats twice.
 */

export const CART_ENDPOINT = "/api/shop-cart/";
/** Tries per call, the first included; the waits between them grow. */
export const CART_TRIES = 3;
const RETRY_WAIT_MS = 400;

export type CartOutcome =
  | { ok: true; response: CartResponse }
  /** code: the shop's code (-214, -204 ...), else the HTTP status, null without an answer. */
  | { ok: false; code: number | null };

export interface CartCallDeps {
  fetch: typeof fetch;
  newKey: () => string;
  wait: (ms: number) => Promise<void>;
}

const browserDeps = (): CartCallDeps => ({
  fetch: (...args) => fetch(...args),
  newKey: () => crypto.randomUUID(),
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
});

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** One seat group into the cart, retried with the same key while the answer is unknown. */
export async function postCart(payload: CartCreate, lang: Locale, deps: CartCallDeps = browserDeps()): Promise<CartOutcome> {
  const key = deps.newKey();
  await ensureCsrfToken();
  let last: CartOutcome = { ok: false, code: null };
  for (let attempt = 0; attempt < CART_TRIES; attempt++) {
    if (attempt > 0) await deps.wait(RETRY_WAIT_MS * attempt);
    let response: Response;
    try {
      response = await deps.fetch(`${CART_ENDPOINT}?lang=${lang}`, {
        method: "POST",
        credentials: "same-origin",
        cache: "no-store",
        headers: { "content-type": "application/json", "Idempotency-Key": key, ...csrfHeaders() },
        body: JSON.stringify(payload),
      });
    } catch {
      continue; // no answer: the request may or may not have arrived; the same key makes a retry safe
    }
    const body = await readJson(response);
    if (response.ok) {
      const parsed = cartResponseSchema.safeParse(body);
      return parsed.success ? { ok: true, response: parsed.data } : { ok: false, code: response.status };
    }
    const error = cartErrorSchema.safeParse(body);
    // A shop refusal carries a negative code; a 409 without one means the first try is still running.
    if (error.success && error.data.code < 0) return { ok: false, code: error.data.code };
    last = { ok: false, code: response.status };
    if (response.status !== 409 && response.status < 500) return last;
  }
  return last;
}

/**
 * All seat groups in order; stops at the first refusal. The header count is refreshed after
 * any granted call, since the cookies of the granted groups are set even when a later one fails.
 */
export async function addToCart(payloads: readonly CartCreate[], lang: Locale, deps?: CartCallDeps): Promise<CartOutcome> {
  let outcome: CartOutcome = { ok: false, code: null };
  let granted = false;
  for (const payload of payloads) {
    outcome = await postCart(payload, lang, deps);
    if (!outcome.ok) break;
    granted = true;
  }
  if (granted && typeof window !== "undefined") window.dispatchEvent(new Event(CART_CHANGE_EVENT));
  return outcome;
}

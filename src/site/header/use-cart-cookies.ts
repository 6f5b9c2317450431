"use client";

import { useSyncExternalStore } from "react";
import { CART_CHANGE_EVENT, cartAmount, cartUrl } from "../cart/cart-cookies";

/**
 * The cart cookies, re-read whenever they may have changed without a reload: the cart
 * changed in this tab ("cart:change"), or the visitor comes back from another tab or the shop.
 */
function subscribe(onChange: () => void) {
  window.addEventListener(CART_CHANGE_EVENT, onChange);
  window.addEventListener("focus", onChange);
  document.addEventListener("visibilitychange", onChange);
  return () => {
    window.removeEventListener(CART_CHANGE_EVENT, onChange);
    window.removeEventListener("focus", onChange);
    document.removeEventListener("visibilitychange", onChange);
  };
}

/** The ticket count and cart URL; the server (cached HTML for everyone) renders an empty cart. */
export function useCartCookies(): { amount: number; url: string | null } {
  const cookies = useSyncExternalStore(subscribe, () => document.cookie, () => "");
  return { amount: cartAmount(cookies), url: cartUrl(cookies) };
}

/*
 * The booking widget's and the webshop's constants, apart from shop-cart.ts (which re-exports
 * them) so the booking button on every event page and the cart page do not import zod: the
 * steps and their schemas load when the widget first opens, the cart's with its first call.
 */

/** The event page's booking element: "Tickets" links in lists and the overlay land on it. */
export const TICKETS_ANCHOR = "tickets";
/** Most tickets of one price in one call: a typo of 1000 must not lock a whole hall. */
export const MAX_TICKETS_PER_PRICE = 50;

/** The ticket shop's error codes the widget explains (001 §8); both answer as JSON, never 500. */
export const CART_ERROR = {
  /** "Not enough (connected) seats found." */
  notEnoughSeats: -214,
  /** "No current reservation." */
  noReservation: -204,
} as const;
export type CartErrorCode = (typeof CART_ERROR)[keyof typeof CART_ERROR];

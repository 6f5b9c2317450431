/*
 * The booking widget's constants, apart from shop-cart.ts (which re-exports them) so the
 * booking button on every event page does not import zod: the steps and their schemas load
 * when the widget first opens.
 */

/** The event page's booking element: "Tickets" links in lists and the overlay land on it. */
export const TICKETS_ANCHOR = "tickets";
/** Most tickets of one price in one call: a typo of 1000 must not lock a whole hall. */
export const MAX_TICKETS_PER_PRICE = 50;

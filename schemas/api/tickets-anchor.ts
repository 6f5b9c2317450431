/**
 * The event page's booking element: "Tickets" links in lists and the overlay land on it. Apart
 * from shop-cart.ts so the booking button, on every event page, does not import zod.
 */
export const TICKETS_ANCHOR = "tickets";

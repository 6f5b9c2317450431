/*
 * The sticky booking button (001 §2, §5), read from the page like the anchor buttons: an event
 * page marks its booking button `data-sticky-booking` (the widget's trigger, or a link to the
 * shop); a production page has the #datesAndTickets anchor and may opt out with
 * data-sticky-booking="false" on its article (the production's sticky-booking flag).
 */
export const DATES_AND_TICKETS = "datesAndTickets";

export interface BookingMarks {
  /** The marked widget trigger's id (data-booking-widget), or null. */
  widgetId: string | null;
  /** The marked booking link's address, or null. */
  linkHref: string | null;
  /** A production page with the dates anchor, and whether its flag allows the button. */
  productionDates: boolean;
}

export type StickyBooking =
  | { kind: "widget"; widgetId: string }
  | { kind: "link"; href: string; label: "book" | "dates" }
  | null;

/** Production pages: "Dates and Tickets" to the anchor; elsewhere "Book tickets" (widget or ticket_url). */
export function stickyBooking(marks: BookingMarks): StickyBooking {
  if (marks.productionDates) return { kind: "link", href: `#${DATES_AND_TICKETS}`, label: "dates" };
  if (marks.widgetId) return { kind: "widget", widgetId: marks.widgetId };
  if (marks.linkHref) return { kind: "link", href: marks.linkHref, label: "book" };
  return null;
}

export function readBookingMarks(root: Document): BookingMarks {
  const widget = root.querySelector<HTMLElement>("[data-booking-widget][data-sticky-booking]");
  const link = root.querySelector<HTMLAnchorElement>("a[data-booking-button][data-sticky-booking][href]");
  const production = root.querySelector<HTMLElement>("[data-production-id]");
  return {
    widgetId: widget?.dataset.bookingWidget ?? null,
    linkHref: link?.getAttribute("href") ?? null,
    productionDates: Boolean(production && production.dataset.stickyBooking !== "false" && root.getElementById(DATES_AND_TICKETS)),
  };
}

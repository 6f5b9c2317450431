import { TICKETS_ANCHOR } from "@schemas/api/shop-cart";

/**
 * Where an event's "Tickets" link goes. An external shop's page when the event has a
 * ticket_url; an event the built-in shop sells (a ticketing id and a price that is not free)
 * books in its own page's widget, so lists and the overlay link to that widget's anchor.
 */
export function ticketLink(event: { ticket_url: string | null; id_jet: number | null; url: string; sells: boolean }): string | null {
  if (event.ticket_url) return event.ticket_url;
  return event.id_jet !== null && event.sells ? `${event.url}#${TICKETS_ANCHOR}` : null;
}

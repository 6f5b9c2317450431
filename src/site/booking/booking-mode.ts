import type { EventItem } from "../../../schemas/api/event";
import { isFree } from "./format-price";

type Sellable = Pick<EventItem, "ticket_url" | "id_jet" | "seat_groups" | "prices">;

/** Free-only events (every price "0.00", or none) get no booking button (001 §5). */
export const sellsTickets = (event: Pick<EventItem, "prices">) => event.prices.some((price) => !isFree(price.price));

/**
 * How an event page books (001 §4, §5): the widget when the event's seat groups sell through
 * this site's cart (it has a ticketing id and a group with a price), else a link to its
 * ticket_url, else nothing.
 */
export function bookingMode(event: Sellable): "widget" | "link" | null {
  if (!sellsTickets(event)) return null;
  const inCart = event.id_jet !== null && event.seat_groups.some((group) => group.prices.some((price) => price.sale_type_id !== null && !isFree(price.price)));
  if (inCart) return "widget";
  return event.ticket_url ? "link" : null;
}

import type { EventItem } from "@schemas/api/event";
import { isFree } from "./format-price";

type Sellable = Pick<EventItem, "ticket_url" | "id_jet" | "seat_groups" | "prices">;

/**
 * Whether an event has anything to book (001 §5): an offered seat group, or a price that is
 * not "0.00". A free event with seat groups still takes bookings (free places are limited);
 * a free event without them is open to all and gets no booking button.
 */
export const sellsTickets = (event: Pick<EventItem, "prices" | "seat_groups">) =>
  event.seat_groups.length > 0 || event.prices.some((price) => !isFree(price.price));

/**
 * How an event page books (001 §4, §5): the widget when the event's seat groups sell through
 * this site's cart (it has a ticketing id and a group with a sale type), else a link to its
 * ticket_url, else nothing.
 */
export function bookingMode(event: Sellable): "widget" | "link" | null {
  if (!sellsTickets(event)) return null;
  const inCart = event.id_jet !== null && event.seat_groups.some((group) => group.prices.some((price) => price.sale_type_id !== null));
  if (inCart) return "widget";
  return event.ticket_url ? "link" : null;
}

import "server-only";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { CartPosition, CartView } from "@schemas/api/shop-cart";
import type { Locale } from "@schemas/rules/localized";
import type { Db, Tx } from "@/server/db/open";
import { cartPositions, carts, prices, seatGroups, timeslots } from "@/server/db/schema/booking";
import { events } from "@/server/db/schema/programme";
import { eventUrl } from "@/server/services/links";

/** Euros as the API writes them, from whole cents: "12.50". */
export const euros = (cents: number) => (cents / 100).toFixed(2);
/** numeric(8,2) as read ("12.50") → cents, without float drift. */
export const cents = (price: string) => Math.round(Number(price) * 100);

/** The event, group and slot columns a cart or order line shows. */
export const lineColumns = {
  event: { id: events.id, name: events.name, slug: events.slug, date_start: events.date_start },
  group_text: seatGroups.text,
  time_start: timeslots.time_start,
};

type LineRow = { event: { id: number; name: { de: string; en: string }; slug: { de: string; en: string }; date_start: Date }; group_text: { de: string; en: string }; time_start: Date | null };

/** One line of a cart or an order in the visitor's language. */
export function lineView(row: LineRow, lang: Locale, price: { name: string; amount: string }, quantity: number): Omit<CartPosition, "id" | "expires_at"> {
  return {
    event: { id: row.event.id, name: row.event.name[lang], url: eventUrl(lang, row.event.slug[lang], row.event.id), date_start: row.event.date_start.toISOString() },
    seat_group: row.group_text[lang],
    time_start: row.time_start?.toISOString() ?? null,
    price_name: price.name,
    price: price.amount,
    quantity,
  };
}

/** A price's name for the cart: its localised name, else the ticketing category ("Vollpreis"). */
export const priceName = (name: { de: string; en: string }, text: string, lang: Locale) => name[lang] || name.de || text;

/** The cart's unexpired positions, oldest first; an unknown token reads as an empty cart. */
export async function readCartView(db: Db | Tx, token: string | null, lang: Locale): Promise<CartView> {
  const rows = token === null ? [] : await db.select({
    ...lineColumns,
    id: cartPositions.id,
    quantity: cartPositions.quantity,
    expires_at: cartPositions.expires_at,
    price: { amount: prices.price, name: prices.name, text: prices.text },
  }).from(cartPositions)
    .innerJoin(carts, eq(carts.id, cartPositions.cart_id))
    .innerJoin(events, eq(events.id, cartPositions.event_id))
    .innerJoin(seatGroups, eq(seatGroups.id, cartPositions.seat_group_id))
    .innerJoin(prices, eq(prices.id, cartPositions.price_id))
    .leftJoin(timeslots, eq(timeslots.id, cartPositions.timeslot_id))
    .where(and(eq(carts.token, token), gt(cartPositions.expires_at, sql`now()`)))
    .orderBy(asc(cartPositions.id));
  const positions: CartPosition[] = rows.map((row) => ({
    id: row.id,
    ...lineView(row, lang, { name: priceName(row.price.name, row.price.text, lang), amount: row.price.amount }, row.quantity),
    expires_at: row.expires_at.toISOString(),
  }));
  const expiries = rows.map((row) => row.expires_at.getTime());
  return {
    positions,
    tickets_quantity: rows.reduce((sum, row) => sum + row.quantity, 0),
    total: euros(rows.reduce((sum, row) => sum + cents(row.price.amount) * row.quantity, 0)),
    expires_at: expiries.length ? new Date(Math.min(...expiries)).toISOString() : null,
  };
}

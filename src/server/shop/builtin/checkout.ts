import "server-only";
import { and, asc, desc, eq, gt, inArray, sql } from "drizzle-orm";
import type { CheckoutInput, Order } from "@schemas/api/shop-cart";
import type { Locale } from "@schemas/rules/localized";
import type { Db, Tx } from "@/server/db/open";
import { cartPositions, carts, orderPositions, orders, prices, seatGroups, timeslots } from "@/server/db/schema/booking";
import { events } from "@/server/db/schema/programme";
import { findCart } from "./add";
import { cents, euros, lineColumns, lineView, priceName } from "./cart-view";
import { noReservation } from "./holds";
import { inShopTransaction, lockUnits, unitOf, type LockOptions } from "./locks";

/** "M-2026-000123": the year of the order and its id. */
const orderNumber = (id: number, created: Date) => `M-${created.getUTCFullYear()}-${String(id).padStart(6, "0")}`;

/**
 * The cart's held positions become an order, under the same locks as adding: whether a hold
 * is still live is decided with the locks held, so a hold that expired (and whose seats
 * another buyer may just have taken) can never be sold. -204 when nothing is held.
 * The built-in shop takes no payment: the order is placed as it is.
 */
export async function checkout(db: Db, options: LockOptions, token: string, buyer: CheckoutInput, lang: Locale): Promise<Order> {
  const number = await inShopTransaction(db, options, async (tx) => {
    const cart = await findCart(tx, token);
    if (!cart) throw noReservation();
    const before = cart.rows;
    const now = await lockUnits(tx, before.map(unitOf), options);
    const ids = before.map((row) => row.id);
    const live = ids.length === 0 ? [] : await tx.select({ position: cartPositions, price: prices }).from(cartPositions)
      .innerJoin(prices, eq(prices.id, cartPositions.price_id))
      .where(and(inArray(cartPositions.id, ids), gt(cartPositions.expires_at, now)))
      .orderBy(asc(cartPositions.id));
    if (live.length === 0) throw noReservation();

    const [order] = await tx.insert(orders).values({ number: `pending-${cart.id}-${now.getTime()}`, cart_id: cart.id, name: buyer.name, email: buyer.email, lang, created_at: now })
      .returning({ id: orders.id });
    const placed = orderNumber(order!.id, now);
    await tx.update(orders).set({ number: placed }).where(eq(orders.id, order!.id));
    await tx.insert(orderPositions).values(live.map(({ position, price }) => ({
      order_id: order!.id, event_id: position.event_id, seat_group_id: position.seat_group_id, timeslot_id: position.timeslot_id,
      price_id: price.id, sale_type_id: position.sale_type_id, price: price.price, quantity: position.quantity,
      price_name: { de: priceName(price.name, price.text, "de"), en: priceName(price.name, price.text, "en") },
    })));
    await tx.delete(cartPositions).where(inArray(cartPositions.id, ids));
    return placed;
  });
  const order = await readOrder(db, token, number, lang);
  if (!order) throw new Error(`order ${number} vanished after checkout`);
  return order;
}

const orderColumns = { id: orders.id, number: orders.number, name: orders.name, email: orders.email, created_at: orders.created_at };
type OrderRow = { id: number; number: string; name: string; email: string; created_at: Date };

/** A placed order, readable only through the cart (its cookie) that placed it. */
export async function readOrder(db: Db | Tx, token: string, number: string, lang: Locale): Promise<Order | null> {
  const [order] = await db.select(orderColumns)
    .from(orders).innerJoin(carts, eq(carts.id, orders.cart_id))
    .where(and(eq(orders.number, number), eq(carts.token, token)));
  return order ? withPositions(db, order, lang) : null;
}

/** How many orders a profile lists: the latest ones are what a visitor looks for. */
export const PROFILE_ORDERS = 20;

/** The latest orders placed with an e-mail address (any case), newest first. */
export async function ordersOf(db: Db | Tx, email: string, lang: Locale): Promise<Order[]> {
  const rows = await db.select(orderColumns).from(orders)
    .where(eq(sql`lower(${orders.email})`, email.toLowerCase()))
    .orderBy(desc(orders.created_at), desc(orders.id)).limit(PROFILE_ORDERS);
  return Promise.all(rows.map((row) => withPositions(db, row, lang)));
}

async function withPositions(db: Db | Tx, order: OrderRow, lang: Locale): Promise<Order> {
  const rows = await db.select({ ...lineColumns, id: orderPositions.id, quantity: orderPositions.quantity, price: orderPositions.price, price_name: orderPositions.price_name })
    .from(orderPositions)
    .innerJoin(events, eq(events.id, orderPositions.event_id))
    .innerJoin(seatGroups, eq(seatGroups.id, orderPositions.seat_group_id))
    .leftJoin(timeslots, eq(timeslots.id, orderPositions.timeslot_id))
    .where(eq(orderPositions.order_id, order.id))
    .orderBy(asc(orderPositions.id));
  return {
    number: order.number,
    name: order.name,
    email: order.email,
    created_at: order.created_at.toISOString(),
    positions: rows.map((row) => ({ id: row.id, ...lineView(row, lang, { name: row.price_name[lang], amount: row.price }, row.quantity) })),
    tickets_quantity: rows.reduce((sum, row) => sum + row.quantity, 0),
    total: euros(rows.reduce((sum, row) => sum + cents(row.price) * row.quantity, 0)),
  };
}

import "server-only";
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { CartCreate, CartResponse, CartView } from "@schemas/api/shop-cart";
import type { Locale } from "@schemas/rules/localized";
import type { Db, Tx } from "@/server/db/open";
import { cartPositions, carts } from "@/server/db/schema/booking";
import { TAGS } from "@/server/cache-tags";
import { revalidate } from "@/server/revalidate";
import { cartUrlFor } from "../refusals";
import { resolveTarget, type Target } from "./catalog";
import { readCartView } from "./cart-view";
import { cartRows, dropExpired, ensureSeats, ensureTicketLimits, holdUntil, noReservation } from "./holds";
import { inShopTransaction, lockUnits, raceWindow, sameUnit, unitOf, type LockOptions, type Unit } from "./locks";

const newCartToken = () => randomBytes(32).toString("base64url");

/** The cart and all its rows in one query, or null for an unknown token. */
export async function findCart(tx: Tx, token: string | null): Promise<{ id: number; token: string; rows: Position[] } | null> {
  if (token === null) return null;
  const found = await tx.select({ id: carts.id, token: carts.token, position: cartPositions }).from(carts)
    .leftJoin(cartPositions, eq(cartPositions.cart_id, carts.id)).where(eq(carts.token, token));
  const [first] = found;
  return first ? { id: first.id, token: first.token, rows: found.flatMap((row) => (row.position ? [row.position] : [])) } : null;
}

type Position = typeof cartPositions.$inferSelect;

/**
 * Hold `wanted` more seats of `target` for a cart, in the caller's transaction: lock the
 * target's unit together with the units of everything already in the cart (one fixed order),
 * check the seats under the lock, let `write` change the positions. Older holds keep their
 * end (15 minutes from when they were made): adding more never extends them, so a cart
 * cannot keep seats off sale by adding one ticket every few minutes. A refusal throws before
 * anything is written, and the transaction rolls back, so a failed add changes nothing.
 */
async function holdMore(tx: Tx, cart: { id: number; rows: Position[] }, target: Pick<Target, "eventId" | "seatGroupId" | "timeslotId" | "unit">, wanted: number, options: LockOptions,
  write: (now: Date, live: Position[]) => Promise<void>): Promise<{ now: Date; live: Position[]; availabilityChanged: boolean }> {
  const locked: Unit[] = [target.unit, ...cart.rows.map(unitOf)];
  const now = await lockUnits(tx, locked, options);
  // Read again under the locks (another request of this cart may have changed a row since);
  // only rows whose unit we hold count, so changing them cannot race. An empty cart (or one
  // made in this transaction, invisible to others) has nothing to read.
  const rows = cart.rows.length === 0 ? [] : await cartRows(tx, cart.id, null);
  const live = rows.filter((row) => row.expires_at > now && locked.some((unit) => sameUnit(unit, unitOf(row))));
  if (wanted > 0) ensureTicketLimits(live, target.eventId, wanted);
  const { availabilityChanged } = wanted > 0 ? await ensureSeats(tx, target, wanted, now) : { availabilityChanged: false };
  await raceWindow(tx, options);
  if (rows.some((row) => row.expires_at <= now)) await dropExpired(tx, cart.id, now);
  await write(now, live);
  return { now, live, availabilityChanged };
}

export async function addToCart(db: Db, options: LockOptions, token: string | null, input: CartCreate, lang: Locale): Promise<{ cartToken: string; response: CartResponse }> {
  const target = await resolveTarget(db, input);
  const wanted = target.lines.reduce((sum, line) => sum + line.quantity, 0);
  const added = await inShopTransaction(db, options, async (tx) => {
    const cart = (await findCart(tx, token))
      ?? { ...(await tx.insert(carts).values({ token: newCartToken(), lang }).returning({ id: carts.id, token: carts.token }))[0]!, rows: [] };
    const { live, availabilityChanged } = await holdMore(tx, cart, target, wanted, options, async (now, live) => {
      for (const line of target.lines) {
        const same = live.find((row) => row.price_id === line.priceId && row.seat_group_id === target.seatGroupId && row.timeslot_id === target.timeslotId);
        if (same) {
          // The line keeps its hold's end: the added seats go with it.
          await tx.update(cartPositions).set({ quantity: sql`${cartPositions.quantity} + ${line.quantity}` }).where(eq(cartPositions.id, same.id));
        } else {
          await tx.insert(cartPositions).values({
            cart_id: cart.id, event_id: target.eventId, seat_group_id: target.seatGroupId, timeslot_id: target.timeslotId,
            price_id: line.priceId, sale_type_id: line.saleTypeId, quantity: line.quantity, expires_at: holdUntil(now),
          });
        }
      }
    });
    // The cart's live tickets: what it holds in the locked units plus this add.
    const tickets = live.reduce((sum, row) => sum + row.quantity, 0) + wanted;
    return { cartToken: cart.token, response: { tickets_quantity: tickets, cart_url: cartUrlFor(lang) }, availabilityChanged };
  });
  if (added.availabilityChanged) availabilityMoved();
  return { cartToken: added.cartToken, response: added.response };
}

/** New quantity of a live position: 0 removes it, less gives seats back, more holds seats like an add. */
export async function changePosition(db: Db, options: LockOptions, token: string, positionId: number, quantity: number, lang: Locale): Promise<CartView> {
  let moved = false;
  const view = await inShopTransaction(db, options, async (tx) => {
    const cart = await findCart(tx, token);
    if (!cart) throw noReservation();
    const position = cart.rows.find((row) => row.id === positionId);
    if (!position) throw noReservation();
    const target = { eventId: position.event_id, seatGroupId: position.seat_group_id, timeslotId: position.timeslot_id, unit: unitOf(position) };
    await holdMore(tx, cart, target, 0, options, async (now, positions) => {
      const live = positions.find((row) => row.id === positionId);
      if (!live) throw noReservation();
      if (quantity === 0) {
        await tx.delete(cartPositions).where(eq(cartPositions.id, positionId));
        return;
      }
      if (quantity > live.quantity) {
        ensureTicketLimits(positions, live.event_id, quantity - live.quantity);
        moved = (await ensureSeats(tx, target, quantity - live.quantity, now)).availabilityChanged;
      }
      await tx.update(cartPositions).set({ quantity }).where(eq(cartPositions.id, positionId));
    });
    return readCartView(tx, token, lang);
  });
  if (moved) availabilityMoved();
  return view;
}

/**
 * Pages, lists and the calendar cache what they show; a hold that moves a unit's shown
 * availability (to limited, to sold out) expires them, so no cached page offers what is gone.
 * That happens rarely (at the thresholds), so busy sales do not keep the caches cold. Holds
 * that expire free seats without a write: the calendar catches up within its minute, the
 * pages on their revalidation; stale only in the safe direction (sold out while seats are back).
 */
function availabilityMoved() {
  revalidate(TAGS.events);
}

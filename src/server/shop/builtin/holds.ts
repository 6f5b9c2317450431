import "server-only";
import { and, eq, gt, lte, sql } from "drizzle-orm";
import { RESERVATION_MINUTES } from "@schemas/api/shop-cart";
import { AVAILABILITY } from "@schemas/entities/seat-group";
import type { Tx } from "@/server/db/open";
import { config } from "@/server/config";
import { ValidationError } from "@/server/errors";
import { cartPositions, orderPositions, seatGroups, timeslots } from "@/server/db/schema/booking";
import { noReservation, notEnoughSeats } from "../refusals";
import { unitAvailability } from "@/server/services/availability";
import type { Unit } from "./locks";

/*
 * Seat holds, always called with the unit's lock held (locks.ts) and the clock read after it.
 */

export { noReservation, notEnoughSeats };

export const holdUntil = (now: Date) => new Date(now.getTime() + RESERVATION_MINUTES * 60_000);

/** Seats of a unit taken at `now`: unexpired reservations plus sold order positions (SQL). */
function takenSql(unit: Unit, now: Date) {
  const held = unit.kind === "group"
    ? and(eq(cartPositions.seat_group_id, unit.id), sql`${cartPositions.timeslot_id} IS NULL`)
    : eq(cartPositions.timeslot_id, unit.id);
  const sold = unit.kind === "group"
    ? and(eq(orderPositions.seat_group_id, unit.id), sql`${orderPositions.timeslot_id} IS NULL`)
    : eq(orderPositions.timeslot_id, unit.id);
  return sql<number>`(SELECT coalesce(sum(${cartPositions.quantity}), 0) FROM ${cartPositions} WHERE ${and(held, gt(cartPositions.expires_at, now))})
    + (SELECT coalesce(sum(${orderPositions.quantity}), 0) FROM ${orderPositions} WHERE ${sold})`.mapWith(Number);
}

/**
 * Refuse with -214 unless `wanted` more seats fit: the group (and the slot, when it sells by
 * timeslot) must be open (status ≠ 0), and the governing capacity (the slot's, else the
 * group's; null = unlimited) must cover what is taken plus `wanted`. One query: it runs
 * while the lock is held, so every round trip here is time other buyers of the unit wait.
 * Answers whether the hold moves the unit's shown availability (available → limited →
 * sold out), so the caller can expire the cached pages and calendar that show it.
 */
export async function ensureSeats(tx: Tx, target: { seatGroupId: number; timeslotId: number | null; unit: Unit }, wanted: number, now: Date): Promise<{ availabilityChanged: boolean }> {
  const [row] = await tx.select({
    groupStatus: seatGroups.status, groupCapacity: seatGroups.capacity,
    slotStatus: timeslots.status, slotCapacity: timeslots.capacity,
    taken: takenSql(target.unit, now),
  }).from(seatGroups)
    .leftJoin(timeslots, eq(timeslots.id, target.timeslotId ?? -1))
    .where(eq(seatGroups.id, target.seatGroupId));
  if (!row || row.groupStatus === AVAILABILITY.soldOut) throw notEnoughSeats();
  if (target.timeslotId !== null && (row.slotStatus === null || row.slotStatus === AVAILABILITY.soldOut)) throw notEnoughSeats();
  const capacity = target.timeslotId === null ? row.groupCapacity : row.slotCapacity;
  if (capacity !== null && row.taken + wanted > capacity) throw notEnoughSeats();
  const status = (target.timeslotId === null ? row.groupStatus : row.slotStatus) ?? row.groupStatus;
  const shown = (taken: number) => unitAvailability({ status, capacity, taken });
  return { availabilityChanged: shown(row.taken) !== shown(row.taken + wanted) };
}

/** The cart's positions, live at `now` (or all of them). */
export function cartRows(tx: Tx, cartId: number, now: Date | null) {
  return tx.select().from(cartPositions)
    .where(and(eq(cartPositions.cart_id, cartId), now ? gt(cartPositions.expires_at, now) : undefined));
}

/** Lazy cleanup: a cart's expired positions no longer count; drop them when the cart is written. */
export async function dropExpired(tx: Tx, cartId: number, now: Date): Promise<void> {
  await tx.delete(cartPositions).where(and(eq(cartPositions.cart_id, cartId), lte(cartPositions.expires_at, now)));
}

/**
 * Seat hoarding: one cart (one visitor) may hold at most SHOP_MAX_TICKETS_PER_CART tickets,
 * and at most SHOP_MAX_TICKETS_PER_EVENT of one event (both 10 by default). `live` is the
 * cart's live positions, `wanted` the tickets to add for `eventId`.
 */
export function ensureTicketLimits(live: readonly { event_id: number; quantity: number }[], eventId: number, wanted: number): void {
  const inCart = live.reduce((sum, row) => sum + row.quantity, 0);
  const inEvent = live.filter((row) => row.event_id === eventId).reduce((sum, row) => sum + row.quantity, 0);
  if (inCart + wanted > config.SHOP_MAX_TICKETS_PER_CART) {
    throw ValidationError.field(["quantities"], "tickets_per_cart", { maximum: config.SHOP_MAX_TICKETS_PER_CART });
  }
  if (inEvent + wanted > config.SHOP_MAX_TICKETS_PER_EVENT) {
    throw ValidationError.field(["quantities"], "tickets_per_event", { maximum: config.SHOP_MAX_TICKETS_PER_EVENT });
  }
}

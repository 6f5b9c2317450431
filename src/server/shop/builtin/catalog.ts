import "server-only";
import { and, asc, eq, inArray, isNull, or } from "drizzle-orm";
import type { CartCreate } from "@schemas/api/shop-cart";
import type { Db } from "@/server/db/open";
import { prices, seatGroups, timeslots } from "@/server/db/schema/booking";
import { events } from "@/server/db/schema/programme";
import { ValidationError } from "@/server/errors";
import type { Unit } from "./locks";

/** One price's tickets of a cart call. */
export interface Line { priceId: number; saleTypeId: number; quantity: number }

/** What a cart call asks for, resolved to rows: where the seats come from and which prices. */
export interface Target {
  eventId: number;
  seatGroupId: number;
  timeslotId: number | null;
  unit: Unit;
  lines: Line[];
}

/**
 * The cart payload (001 §3) in the project's rows: event_jet_id = events.id_jet, seat_group =
 * the group's number within its event (may be left out when the event has one group),
 * sale_type_ids = prices.sale_type_id within the group, block_id = timeslots.block_id among
 * the group's slots and the event-wide ones. A group with timeslots sells only per timeslot.
 * Anything that does not resolve is a 400 on its field; whether seats are left (and whether
 * the group or slot is open at all) is decided later, under the lock.
 */
export async function resolveTarget(db: Db, input: CartCreate): Promise<Target> {
  // The event with its groups in one query (a left join: an event without groups still resolves).
  const rows = await db.select({ event: events.id, id: seatGroups.id, seat_group: seatGroups.seat_group }).from(events)
    .leftJoin(seatGroups, eq(seatGroups.event_id, events.id))
    .where(and(eq(events.id_jet, input.event_jet_id), eq(events.is_online, true)))
    .orderBy(asc(events.id), asc(seatGroups.position), asc(seatGroups.id));
  const event = rows[0] ? { id: rows[0].event } : undefined;
  if (!event) throw ValidationError.field(["event_jet_id"], "invalid_choice");
  const groups = rows.flatMap((row) => (row.event === event.id && row.id !== null ? [{ id: row.id, seat_group: row.seat_group }] : []));
  const group = input.seat_group === null || input.seat_group === undefined
    ? (groups.length === 1 ? groups[0] : undefined)
    : groups.find((candidate) => candidate.seat_group === input.seat_group);
  if (!group) throw ValidationError.field(["seat_group"], input.seat_group === null || input.seat_group === undefined ? "required" : "invalid_choice");

  const [slots, priceRows] = await Promise.all([
    db.select({ id: timeslots.id, block_id: timeslots.block_id }).from(timeslots)
      .where(and(eq(timeslots.event_id, event.id), or(eq(timeslots.seat_group_id, group.id), isNull(timeslots.seat_group_id)))),
    db.select({ id: prices.id, sale_type_id: prices.sale_type_id }).from(prices)
      .where(and(eq(prices.seat_group_id, group.id), inArray(prices.sale_type_id, input.sale_type_ids)))
      .orderBy(asc(prices.position), asc(prices.id)),
  ]);
  const blockId = input.block_id ?? null;
  let timeslotId: number | null = null;
  if (slots.length > 0) {
    if (blockId === null) throw ValidationError.field(["block_id"], "required");
    const slot = slots.find((candidate) => candidate.block_id === blockId);
    if (!slot) throw ValidationError.field(["block_id"], "invalid_choice");
    timeslotId = slot.id;
  } else if (blockId !== null) {
    throw ValidationError.field(["block_id"], "invalid_choice");
  }

  // The same sale type twice in one call adds up.
  const bySaleType = new Map<number, Line>();
  input.sale_type_ids.forEach((saleTypeId, index) => {
    const price = priceRows.find((row) => row.sale_type_id === saleTypeId);
    if (!price) throw ValidationError.field(["sale_type_ids", index], "invalid_choice");
    const line = bySaleType.get(saleTypeId) ?? { priceId: price.id, saleTypeId, quantity: 0 };
    line.quantity += input.quantities[index] ?? 0;
    bySaleType.set(saleTypeId, line);
  });

  return {
    eventId: event.id,
    seatGroupId: group.id,
    timeslotId,
    unit: timeslotId === null ? { kind: "group", id: group.id } : { kind: "slot", id: timeslotId },
    lines: [...bySaleType.values()],
  };
}

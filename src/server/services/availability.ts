import "server-only";
import { and, gt, inArray, sql, type SQL } from "drizzle-orm";
import type { Availability } from "@schemas/api/event";
import { AVAILABILITY } from "@schemas/entities/seat-group";
import type { Db } from "../db/open";
import { cartPositions, orderPositions } from "../db/schema/booking";

/*
 * Availability is computed on every read from what an event sells, never stored: the status
 * the ticketing side sets on a seat group or timeslot (0 sold out/closed, 1 available,
 * 2 limited), its capacity and the seats already taken. The calendar colours a day with it
 * (001 §2), the list and the booking widget show it per event, group and slot.
 *
 * The booking layer extends exactly one place: `takenSeats` counts live reservations and
 * orders per seat group and timeslot. Everything else follows from these rules. The built-in
 * shop counts the same way under its lock before it grants seats (src/server/shop/builtin/).
 */

/** Fewer than this share of a capacity left reads "limited". */
export const LIMITED_SHARE = 0.2;

/** A seat group or a timeslot: what the ticketing side says and how many seats are gone. */
export interface CapacityState {
  status: number;
  /** null: not limited by the built-in shop. */
  capacity: number | null;
  taken: number;
}

export interface GroupState extends CapacityState {
  timeslots: CapacityState[];
}

const RANK: Record<Availability, number> = { sold_out: 0, limited: 1, available: 2 };

/** The best of alternatives (any slot, any group, any event of a day); none is sold out. */
export function bestOf(values: readonly Availability[]): Availability {
  return values.reduce<Availability>((best, value) => (RANK[value] > RANK[best] ? value : best), "sold_out");
}

const worseOf = (a: Availability, b: Availability): Availability => (RANK[a] <= RANK[b] ? a : b);

/** One seat group or timeslot on its own. */
export function unitAvailability(unit: CapacityState): Availability {
  if (unit.status === AVAILABILITY.soldOut) return "sold_out";
  if (unit.capacity !== null) {
    const left = unit.capacity - unit.taken;
    if (left <= 0) return "sold_out";
    if (left < unit.capacity * LIMITED_SHARE) return "limited";
  }
  return unit.status === AVAILABILITY.limited ? "limited" : "available";
}

/** A group with timeslots is as good as its best open slot, and never better than itself. */
export function groupAvailability(group: GroupState): Availability {
  const own = unitAvailability(group);
  if (group.timeslots.length === 0) return own;
  return worseOf(own, bestOf(group.timeslots.map(unitAvailability)));
}

/** An event without seat groups sells nothing here (free entry, external shop): available. */
export function eventAvailability(groups: readonly GroupState[]): Availability {
  return groups.length === 0 ? "available" : bestOf(groups.map(groupAvailability));
}

export interface TakenSeats {
  seatGroups: Map<number, number>;
  timeslots: Map<number, number>;
}

/**
 * Seats taken per seat group and timeslot of these events: unexpired reservations (cart
 * positions) plus sold order positions, one grouped query per table. A reservation in a
 * timeslot counts against that slot only (the slot's capacity governs a group that sells by
 * timeslot); the group's own count is its slotless seats. Expired holds simply stop counting.
 */
export async function takenSeats(db: Db, eventIds: readonly number[]): Promise<TakenSeats> {
  const taken: TakenSeats = { seatGroups: new Map(), timeslots: new Map() };
  if (eventIds.length === 0) return taken;
  const ids = [...new Set(eventIds)];
  const count = (table: typeof cartPositions | typeof orderPositions, live?: SQL) =>
    db.select({ seat_group_id: table.seat_group_id, timeslot_id: table.timeslot_id, quantity: sql<number>`sum(${table.quantity})::int` })
      .from(table).where(and(inArray(table.event_id, ids), live)).groupBy(table.seat_group_id, table.timeslot_id);
  const [held, sold] = await Promise.all([
    count(cartPositions, gt(cartPositions.expires_at, sql`now()`)),
    count(orderPositions),
  ]);
  for (const row of [...held, ...sold]) {
    const [map, key] = row.timeslot_id === null ? [taken.seatGroups, row.seat_group_id] : [taken.timeslots, row.timeslot_id];
    map.set(key, (map.get(key) ?? 0) + Number(row.quantity));
  }
  return taken;
}

export interface GroupRow { id: number; event_id: number; status: number; capacity: number | null }
export interface SlotRow { id: number; event_id: number; seat_group_id: number | null; status: number; capacity: number | null }

/** The seat groups and timeslots of some events, indexed for per-event availability. */
export class SeatIndex<G extends GroupRow, S extends SlotRow> {
  private readonly groupsByEvent = new Map<number, G[]>();
  private readonly slotsByGroup = new Map<number, S[]>();
  private readonly looseSlots = new Map<number, S[]>();

  constructor(groups: readonly G[], slots: readonly S[], private readonly taken: TakenSeats) {
    for (const group of groups) push(this.groupsByEvent, group.event_id, group);
    for (const slot of slots) {
      if (slot.seat_group_id === null) push(this.looseSlots, slot.event_id, slot);
      else push(this.slotsByGroup, slot.seat_group_id, slot);
    }
  }

  groupsOf(eventId: number): G[] {
    return this.groupsByEvent.get(eventId) ?? [];
  }

  /** A group's own slots and the event-wide ones (no seat group), in start order as loaded. */
  slotsOf(group: G): S[] {
    const loose = this.looseSlots.get(group.event_id);
    const own = this.slotsByGroup.get(group.id) ?? [];
    return loose ? [...own, ...loose] : own;
  }

  slotState(slot: S): CapacityState {
    return { status: slot.status, capacity: slot.capacity, taken: this.taken.timeslots.get(slot.id) ?? 0 };
  }

  groupState(group: G): GroupState {
    return {
      status: group.status,
      capacity: group.capacity,
      taken: this.taken.seatGroups.get(group.id) ?? 0,
      timeslots: this.slotsOf(group).map((slot) => this.slotState(slot)),
    };
  }

  groupAvailability(group: G): Availability {
    return groupAvailability(this.groupState(group));
  }

  eventAvailability(eventId: number): Availability {
    const groups = this.groupsOf(eventId);
    if (groups.length === 0) {
      const loose = this.looseSlots.get(eventId);
      if (loose?.length) return bestOf(loose.map((slot) => unitAvailability(this.slotState(slot))));
    }
    return eventAvailability(groups.map((group) => this.groupState(group)));
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { EventTickets } from "@schemas/api/shop-cart";
import type { Locale } from "@schemas/rules/localized";
import { config } from "@/server/config";
import type { Db } from "@/server/db/open";
import { seatGroups, timeslots } from "@/server/db/schema/booking";
import { events } from "@/server/db/schema/programme";
import { takenSeats } from "@/server/services/availability";
import { selectEventRows, toEventItems } from "@/server/services/event-items";

const leftOf = (capacity: number | null, taken: number) => (capacity === null ? null : Math.max(0, capacity - taken));

/**
 * What the booking widget reads when it opens, computed on every request from the
 * reservations and sales (never a page or data cache: a sold-out slot must not be offered).
 * `left` is the most one cart call can get: the group's free seats, or for a group that sells
 * by timeslot the free seats of its best offered slot; null when nothing limits them.
 */
export async function eventTickets(db: Db, eventId: number, lang: Locale): Promise<EventTickets | null> {
  const rows = await selectEventRows(db).where(and(eq(events.id, eventId), eq(events.is_online, true)));
  const [item] = await toEventItems(db, rows, lang);
  if (!item) return null;
  const groupIds = item.seat_groups.map((group) => group.id);
  const slotIds = item.seat_groups.flatMap((group) => group.timeslots.map((slot) => slot.id));
  const [groupCapacity, slotCapacity, taken] = await Promise.all([
    groupIds.length ? db.select({ id: seatGroups.id, capacity: seatGroups.capacity }).from(seatGroups).where(inArray(seatGroups.id, groupIds)) : [],
    slotIds.length ? db.select({ id: timeslots.id, capacity: timeslots.capacity }).from(timeslots).where(inArray(timeslots.id, slotIds)) : [],
    takenSeats(db, [eventId]),
  ]);
  const capacity = (list: { id: number; capacity: number | null }[], id: number) => list.find((row) => row.id === id)?.capacity ?? null;
  return {
    event_id: item.id,
    event_jet_id: item.id_jet,
    availability: item.availability,
    seat_groups: item.seat_groups.map((group) => {
      if (group.timeslots.length === 0) {
        return { ...group, left: leftOf(capacity(groupCapacity, group.id), taken.seatGroups.get(group.id) ?? 0) };
      }
      const slotsLeft = group.timeslots.map((slot) => leftOf(capacity(slotCapacity, slot.id), taken.timeslots.get(slot.id) ?? 0));
      return { ...group, left: slotsLeft.includes(null) ? null : Math.max(...slotsLeft.map(Number)) };
    }),
    // The widget stops there, so a visitor never fills the steps only to be refused.
    max_tickets: Math.min(config.SHOP_MAX_TICKETS_PER_EVENT, config.SHOP_MAX_TICKETS_PER_CART),
  };
}

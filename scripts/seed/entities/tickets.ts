import { addMinutes } from "date-fns";
import { createPriceSchema, FULL_PRICE_TEXT } from "@schemas/entities/price";
import { AVAILABILITY, createSeatGroupSchema } from "@schemas/entities/seat-group";
import { createTimeslotSchema } from "@schemas/entities/timeslot";
import { prices, seatGroups, timeslots } from "@/server/db/schema";
import { DISCOUNTS, FULL_PRICE_NAME, SEAT_GROUPS } from "../content/programme";
import type { SeedContext } from "../context";
import { insertIds, insertRows, parseWith } from "../insert";
import type { Random } from "../random";
import type { PlannedEvent } from "./schedule";

/** Seats per group kind; guided tours are small groups. */
const CAPACITY: Record<string, number> = { admission: 200, stalls: 160, gallery: 48, garden: 300, course: 14 };
const TOUR_CAPACITY = 25;
const SLOT_MINUTES = 30;
const SLOT_CAPACITY = 20;
const BLOCK_ID_BASE = 50_000;

/** Mostly available, some limited, a few sold out: the calendar shows all three colours. */
const drawStatus = (rng: Random) => {
  const roll = rng.next();
  return roll < 0.78 ? AVAILABILITY.available : roll < 0.94 ? AVAILABILITY.limited : AVAILABILITY.soldOut;
};

/** Rounded to half euros, as the museum's price list is. */
const euros = (value: number) => (Math.round(value * 2) / 2).toFixed(2);

interface SeededEvent {
  id: number;
  event: PlannedEvent;
}

/** Seat groups with their prices (full price first, then discounts) and, where used, timeslots. */
export async function seedTickets(ctx: SeedContext, seeded: SeededEvent[]): Promise<void> {
  const rng = ctx.rng.fork("tickets");
  const groups = seeded.flatMap(({ id, event }) =>
    event.source.seatGroups.map((kind, position) => ({ eventId: id, event, kind, position })));
  const groupRows = groups.map((group) =>
    parseWith(createSeatGroupSchema, {
      event_id: group.eventId,
      seat_group: group.position + 1,
      text: SEAT_GROUPS[group.kind],
      status: drawStatus(rng),
      capacity: group.event.source.type === "fuehrung" ? TOUR_CAPACITY : (CAPACITY[group.kind] ?? null),
      position: group.position,
    }, `seat group ${group.event.source.key}`));
  const groupIds = await insertIds(ctx.db, seatGroups, groupRows);

  const priceRows = groups.flatMap((group, index) => {
    const full = Number(group.event.source.price) * (group.kind === "gallery" ? 0.7 : 1);
    const common = { event_id: group.eventId, seat_group_id: groupIds[index]! };
    const fullPrice = { ...common, price: euros(full), text: FULL_PRICE_TEXT, name: FULL_PRICE_NAME, sale_type_id: 1, has_discounts: group.event.source.discounts, position: 0 };
    const discounts = full > 0 && group.event.source.discounts
      ? DISCOUNTS.map((discount, position) => ({ ...common, price: euros(full * discount.factor), text: discount.text, name: discount.name, sale_type_id: discount.sale_type_id, position: position + 1 }))
      : [];
    return [fullPrice, ...discounts].map((price) => parseWith(createPriceSchema, price, `price ${group.event.source.key}`));
  });
  await insertRows(ctx.db, prices, priceRows);

  let block = BLOCK_ID_BASE;
  const slotRows = groups.flatMap((group, index) => {
    if (!group.event.source.timeslots) return [];
    const count = Math.floor(group.event.source.minutes / SLOT_MINUTES);
    return Array.from({ length: count }, (_, slot) => {
      const parsed = parseWith(createTimeslotSchema, {
        event_id: group.eventId,
        seat_group_id: groupIds[index]!,
        time_start: addMinutes(group.event.start, slot * SLOT_MINUTES).toISOString(),
        status: drawStatus(rng),
        block_id: ++block,
        capacity: SLOT_CAPACITY,
      }, `timeslot ${group.event.source.key}`);
      return { ...parsed, time_start: new Date(parsed.time_start) };
    });
  });
  await insertRows(ctx.db, timeslots, slotRows);
}

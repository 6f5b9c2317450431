import { sql } from "drizzle-orm";
import type { Db } from "@/server/db/open";
import { cartPositions, carts, prices, seatGroups, timeslots } from "@/server/db/schema/booking";
import { events } from "@/server/db/schema/programme";

/*
 * A small box office: event "concert" (jet 9001) with group 1 "Parkett" (5 seats, full price
 * 20.00 and reduced 10.00), group 2 closed (status 0), group 3 selling by timeslot (block 501
 * with 2 seats, block 502 closed); event "hall" (jet 9002) with one group of `hallSeats`.
 */

const both = (de: string, en: string) => ({ de, en });

export interface ShopFixture {
  concert: number;
  hall: number;
  stalls: number;
  closed: number;
  slotted: number;
  slotOpen: number;
  slotClosed: number;
  hallGroup: number;
  hallGroupB: number;
}

export async function seedShop(db: Db, hallSeats = 50): Promise<ShopFixture> {
  const start = new Date(Date.now() + 7 * 86_400_000);
  const [concert, hall] = await db.insert(events).values([
    { name: both("Konzert", "Concert"), slug: both("konzert", "concert"), date_start: start, id_jet: 9001, is_online: true },
    { name: both("Saal", "Hall"), slug: both("saal", "hall"), date_start: start, id_jet: 9002, is_online: true },
  ]).returning({ id: events.id });
  const [stalls, closed, slotted, hallGroup, hallGroupB] = await db.insert(seatGroups).values([
    { event_id: concert!.id, seat_group: 1, status: 1, capacity: 5, text: both("Parkett", "Stalls"), position: 0 },
    { event_id: concert!.id, seat_group: 2, status: 0, capacity: 100, text: both("Loge", "Box"), position: 1 },
    { event_id: concert!.id, seat_group: 3, status: 1, capacity: null, text: both("Garten", "Garden"), position: 2 },
    { event_id: hall!.id, seat_group: 1, status: 1, capacity: hallSeats, text: both("Saal A", "Hall A"), position: 0 },
    { event_id: hall!.id, seat_group: 2, status: 1, capacity: hallSeats, text: both("Saal B", "Hall B"), position: 1 },
  ]).returning({ id: seatGroups.id });
  const price = (seat_group_id: number, event_id: number, sale_type_id: number, amount: string, name: string) =>
    ({ event_id, seat_group_id, price: amount, text: sale_type_id === 1 ? "Vollpreis" : "Ermäßigt", name: both(name, name), sale_type_id, position: sale_type_id });
  await db.insert(prices).values([
    price(stalls!.id, concert!.id, 1, "20.00", "Vollpreis"),
    price(stalls!.id, concert!.id, 2, "10.00", "Ermäßigt"),
    price(closed!.id, concert!.id, 1, "30.00", "Vollpreis"),
    price(slotted!.id, concert!.id, 1, "8.50", "Vollpreis"),
    price(hallGroup!.id, hall!.id, 1, "15.00", "Vollpreis"),
    price(hallGroupB!.id, hall!.id, 1, "15.00", "Vollpreis"),
  ]);
  const [slotOpen, slotClosed] = await db.insert(timeslots).values([
    { event_id: concert!.id, seat_group_id: slotted!.id, time_start: start, status: 1, block_id: 501, capacity: 2 },
    { event_id: concert!.id, seat_group_id: slotted!.id, time_start: new Date(start.getTime() + 1_800_000), status: 0, block_id: 502, capacity: 10 },
  ]).returning({ id: timeslots.id });
  return {
    concert: concert!.id, hall: hall!.id, stalls: stalls!.id, closed: closed!.id, slotted: slotted!.id,
    slotOpen: slotOpen!.id, slotClosed: slotClosed!.id, hallGroup: hallGroup!.id, hallGroupB: hallGroupB!.id,
  };
}

/** A hold written straight into the table, e.g. one that expired a minute ago. */
export async function insertHold(db: Db, values: { event: number; group: number; slot?: number; quantity: number; expiresInMs: number }) {
  const [cart] = await db.insert(carts).values({ token: `fixture-${Math.random().toString(36).slice(2)}-token` }).returning({ id: carts.id, token: carts.token });
  const [price] = await db.select({ id: prices.id }).from(prices).where(sql`${prices.seat_group_id} = ${values.group}`).limit(1);
  await db.insert(cartPositions).values({
    cart_id: cart!.id, event_id: values.event, seat_group_id: values.group, timeslot_id: values.slot ?? null, price_id: price!.id,
    quantity: values.quantity, expires_at: new Date(Date.now() + values.expiresInMs),
  });
  return cart!.token;
}

/** Sold plus unexpired reserved seats per seat group (slotless) — what must never pass capacity. */
export async function seatsInUse(db: Db) {
  const result = await db.execute(sql`
    SELECT g.id, g.capacity,
      coalesce((SELECT sum(quantity) FROM cart_positions c WHERE c.seat_group_id = g.id AND c.timeslot_id IS NULL AND c.expires_at > clock_timestamp()), 0)::int
      + coalesce((SELECT sum(quantity) FROM order_positions o WHERE o.seat_group_id = g.id AND o.timeslot_id IS NULL), 0)::int AS used
    FROM seat_groups g ORDER BY g.id`);
  return (result as unknown as { rows: { id: number; capacity: number | null; used: number }[] }).rows;
}

/** Empty the programme and everything the shop wrote, so one database serves many tests. */
export async function resetShop(db: Db) {
  await db.execute(sql`TRUNCATE events, carts, orders, idempotency_keys RESTART IDENTITY CASCADE`);
}

import { sql } from "drizzle-orm";
import {
  boolean, check, index, integer, numeric, pgTable, serial, smallint, timestamp, varchar,
} from "drizzle-orm/pg-core";
import { localizedBlank, timestamps } from "./columns";
import { events } from "./programme";

/*
 * What an event sells. Capacity lives on the seat group and, where an event has slots, on
 * the timeslot; null means unlimited for the built-in shop. Reservations, carts and orders
 * are added by the booking layer and count against these capacities.
 */

export const seatGroups = pgTable("seat_groups", {
  id: serial("id").primaryKey(),
  event_id: integer("event_id").notNull().references(() => events.id, { onDelete: "cascade" }),
  seat_group: integer("seat_group"),
  text: localizedBlank("text"),
  status: smallint("status").notNull().default(1),
  capacity: integer("capacity"),
  position: integer("position").notNull().default(0),
  ...timestamps,
}, (t) => [
  index("seat_groups_event_idx").on(t.event_id, t.position),
  check("seat_groups_capacity_check", sql`${t.capacity} IS NULL OR ${t.capacity} >= 0`),
]);

export const prices = pgTable("prices", {
  id: serial("id").primaryKey(),
  event_id: integer("event_id").notNull().references(() => events.id, { onDelete: "cascade" }),
  seat_group_id: integer("seat_group_id").references(() => seatGroups.id, { onDelete: "cascade" }),
  /** Euros; numeric reads back as a string with two places ("0.00" = free). */
  price: numeric("price", { precision: 8, scale: 2 }).notNull(),
  text: varchar("text", { length: 100 }).notNull().default(""),
  name: localizedBlank("name"),
  sale_type_id: integer("sale_type_id"),
  has_discounts: boolean("has_discounts").notNull().default(false),
  position: integer("position").notNull().default(0),
  ...timestamps,
}, (t) => [
  index("prices_event_idx").on(t.event_id, t.position),
  index("prices_seat_group_idx").on(t.seat_group_id),
  check("prices_price_check", sql`${t.price} >= 0`),
]);

export const timeslots = pgTable("timeslots", {
  id: serial("id").primaryKey(),
  event_id: integer("event_id").notNull().references(() => events.id, { onDelete: "cascade" }),
  seat_group_id: integer("seat_group_id").references(() => seatGroups.id, { onDelete: "cascade" }),
  time_start: timestamp("time_start", { withTimezone: true }).notNull(),
  status: smallint("status").notNull().default(1),
  block_id: integer("block_id"),
  capacity: integer("capacity"),
  ...timestamps,
}, (t) => [
  index("timeslots_event_idx").on(t.event_id, t.time_start),
  index("timeslots_seat_group_idx").on(t.seat_group_id),
  check("timeslots_capacity_check", sql`${t.capacity} IS NULL OR ${t.capacity} >= 0`),
]);

import { sql } from "drizzle-orm";
import {
  boolean, check, index, integer, jsonb, numeric, pgTable, serial, smallint, timestamp, uniqueIndex, varchar,
} from "drizzle-orm/pg-core";
import { localizedBlank, timestamps } from "./columns";
import { events } from "./programme";

/*
 * What an event sells. Capacity lives on the seat group and, where an event has slots, on
 * the timeslot; null means unlimited for the built-in shop. The built-in shop's carts,
 * reservations (cart positions) and orders below count against these capacities
 * (src/server/shop/builtin/, src/server/services/availability.ts `takenSeats`).
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

/** A visitor's cart, found by the opaque token in its HttpOnly cookie. */
export const carts = pgTable("carts", {
  id: serial("id").primaryKey(),
  token: varchar("token", { length: 64 }).notNull(),
  lang: varchar("lang", { length: 2 }).notNull().default("de"),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex("carts_token_idx").on(t.token)]);

/**
 * A reservation: `quantity` tickets of one price in one seat group (and timeslot), held until
 * `expires_at`. An expired row simply stops counting; nothing has to delete it.
 */
export const cartPositions = pgTable("cart_positions", {
  id: serial("id").primaryKey(),
  cart_id: integer("cart_id").notNull().references(() => carts.id, { onDelete: "cascade" }),
  event_id: integer("event_id").notNull().references(() => events.id, { onDelete: "cascade" }),
  seat_group_id: integer("seat_group_id").notNull().references(() => seatGroups.id, { onDelete: "cascade" }),
  timeslot_id: integer("timeslot_id").references(() => timeslots.id, { onDelete: "cascade" }),
  price_id: integer("price_id").notNull().references(() => prices.id, { onDelete: "cascade" }),
  sale_type_id: integer("sale_type_id"),
  quantity: integer("quantity").notNull(),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
}, (t) => [
  index("cart_positions_cart_idx").on(t.cart_id),
  // The count under the lock: a group's own (slotless) seats, or one timeslot's.
  index("cart_positions_group_idx").on(t.seat_group_id, t.expires_at).where(sql`${t.timeslot_id} IS NULL`),
  index("cart_positions_slot_idx").on(t.timeslot_id, t.expires_at),
  // takenSeats for the lists, calendar and widget.
  index("cart_positions_event_idx").on(t.event_id, t.expires_at),
  check("cart_positions_quantity_check", sql`${t.quantity} > 0`),
]);

/** A checked-out cart. The built-in shop takes no payment: placing it sells the seats. */
export const orders = pgTable("orders", {
  id: serial("id").primaryKey(),
  number: varchar("number", { length: 32 }).notNull(),
  cart_id: integer("cart_id").references(() => carts.id, { onDelete: "set null" }),
  name: varchar("name", { length: 200 }).notNull(),
  email: varchar("email", { length: 254 }).notNull(),
  lang: varchar("lang", { length: 2 }).notNull().default("de"),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex("orders_number_idx").on(t.number), index("orders_cart_idx").on(t.cart_id)]);

/** Sold seats. Price and its name are copied: an order keeps what was paid after prices change. */
export const orderPositions = pgTable("order_positions", {
  id: serial("id").primaryKey(),
  order_id: integer("order_id").notNull().references(() => orders.id, { onDelete: "cascade" }),
  event_id: integer("event_id").notNull().references(() => events.id, { onDelete: "cascade" }),
  seat_group_id: integer("seat_group_id").notNull().references(() => seatGroups.id, { onDelete: "cascade" }),
  timeslot_id: integer("timeslot_id").references(() => timeslots.id, { onDelete: "cascade" }),
  price_id: integer("price_id").references(() => prices.id, { onDelete: "set null" }),
  sale_type_id: integer("sale_type_id"),
  price: numeric("price", { precision: 8, scale: 2 }).notNull(),
  price_name: localizedBlank("price_name"),
  quantity: integer("quantity").notNull(),
}, (t) => [
  index("order_positions_order_idx").on(t.order_id),
  index("order_positions_group_idx").on(t.seat_group_id).where(sql`${t.timeslot_id} IS NULL`),
  index("order_positions_slot_idx").on(t.timeslot_id),
  index("order_positions_event_idx").on(t.event_id),
  check("order_positions_quantity_check", sql`${t.quantity} > 0`),
]);

/**
 * Idempotency-Key of the cart calls: the first request's answer (status, body, cookies) is
 * replayed to a retry with the same key and body for 24 hours (src/server/shop/idempotency.ts).
 */
export const idempotencyKeys = pgTable("idempotency_keys", {
  key: varchar("key", { length: 255 }).primaryKey(),
  request_hash: varchar("request_hash", { length: 64 }).notNull(),
  state: varchar("state", { length: 8 }).notNull().default("running"),
  status: integer("status"),
  body: jsonb("body"),
  cookies: jsonb("cookies").$type<StoredCookie[]>(),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index("idempotency_keys_created_idx").on(t.created_at),
  check("idempotency_keys_state_check", sql`${t.state} IN ('running', 'done')`),
]);

/** A Set-Cookie of a stored answer, replayed as it was. */
export interface StoredCookie {
  name: string;
  value: string;
  maxAge: number;
  httpOnly: boolean;
  secure: boolean;
  domain?: string;
}

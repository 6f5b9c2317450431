import { z } from "zod";
import { availabilitySchema, seatGroupSchema } from "./event";
import { INT4_MAX } from "../rules/id";
import { CART_ERROR, MAX_TICKETS_PER_PRICE, TICKETS_ANCHOR, type CartErrorCode } from "./booking-constants";

/*
 * The booking contract between the widget (browser), the cart call (001 §7) and the ticket
 * shop adapter (src/server/shop/). The widget sends one POST /api/shop-cart/ per seat group;
 * the built-in shop answers from the project's database, an external adapter from its system.
 */

/** How long a reservation holds its seats, and the cart cookies live (001 §9). */
export const RESERVATION_MINUTES = 15;
export { CART_ERROR, MAX_TICKETS_PER_PRICE, TICKETS_ANCHOR, type CartErrorCode };


/** The built-in shop keeps these ids in integer columns; an external shop's ids fit them too. */
const ticketingId = z.number({ error: "invalid_number" }).int({ error: "invalid_number" }).nonnegative({ error: "invalid_number" }).max(INT4_MAX, { error: "too_big" });

/** Cart create payload (001 §3): quantities[i] tickets of sale_type_ids[i], in one seat group. */
export const cartCreateSchema = z
  .object({
    quantities: z.array(z.number({ error: "invalid_number" }).int({ error: "invalid_number" }).min(1, { error: "too_small" }).max(MAX_TICKETS_PER_PRICE, { error: "too_big" }), { error: "required" }).min(1, { error: "required" }).max(20, { error: "too_big" }),
    event_jet_id: ticketingId,
    sale_type_ids: z.array(ticketingId, { error: "required" }).min(1, { error: "required" }).max(20, { error: "too_big" }),
    seat_group: ticketingId.nullable().optional(),
    block_id: ticketingId.nullable().optional(),
  })
  .refine((body) => body.quantities.length === body.sale_type_ids.length, {
    error: "lists_differ",
    path: ["quantities"],
  });
export type CartCreate = z.output<typeof cartCreateSchema>;

/** Cart response (001 §3): the tickets now in the cart and where the cart is shown. */
export const cartResponseSchema = z.object({
  tickets_quantity: z.number().int().nonnegative(),
  cart_url: z.string(),
});
export type CartResponse = z.infer<typeof cartResponseSchema>;

/** A refused cart call: the shop's numeric code (-214, -204, ...) and its message. */
export const cartErrorSchema = z.object({
  code: z.number().int(),
  detail: z.string(),
});
export type CartError = z.infer<typeof cartErrorSchema>;

/**
 * What the widget reads when it opens, never from a page cache (a sold-out slot must never be
 * offered): GET /{lang}/api/events/{id}/tickets/. Seat groups and timeslots with status 0 are
 * left out; `left` is the seats still free (null when the shop does not limit them).
 */
export const eventTicketsSchema = z.object({
  event_id: z.number(),
  event_jet_id: z.number().nullable(),
  availability: availabilitySchema,
  seat_groups: z.array(seatGroupSchema.extend({ left: z.number().int().nullable() })),
  /** The most tickets one booking may take (the shop's limit per visitor and event). */
  max_tickets: z.number().int().positive(),
});
export type EventTickets = z.infer<typeof eventTicketsSchema>;

/** One line of the cart: tickets of one price (and timeslot) of one event. */
export const cartPositionSchema = z.object({
  id: z.number(),
  event: z.object({ id: z.number(), name: z.string(), url: z.string(), date_start: z.iso.datetime({ offset: true }) }),
  seat_group: z.string(),
  /** The admission slot's start, when the seat group sells by timeslot. */
  time_start: z.iso.datetime({ offset: true }).nullable(),
  price_name: z.string(),
  /** Euros with two places, per ticket. */
  price: z.string(),
  quantity: z.number().int().positive(),
  /** When this position's hold ends. */
  expires_at: z.iso.datetime({ offset: true }),
});
export type CartPosition = z.infer<typeof cartPositionSchema>;

/** The visitor's cart as the webshop shows it; only unexpired positions. */
export const cartViewSchema = z.object({
  positions: z.array(cartPositionSchema),
  tickets_quantity: z.number().int().nonnegative(),
  /** Euros with two places. */
  total: z.string(),
  /** The earliest hold's end, or null for an empty cart: the countdown's target. */
  expires_at: z.iso.datetime({ offset: true }).nullable(),
});
export type CartView = z.infer<typeof cartViewSchema>;

/** PATCH of one position in the webshop: a new quantity; 0 removes it. */
export const cartPositionChangeSchema = z.object({
  quantity: z.number({ error: "invalid_number" }).int({ error: "invalid_number" }).min(0, { error: "too_small" }).max(MAX_TICKETS_PER_PRICE, { error: "too_big" }),
});

/** Checkout form: who the tickets are for. The built-in shop takes no payment. */
export const checkoutSchema = z.object({
  name: z.string({ error: "required" }).trim().min(1, { error: "required" }).max(200, { error: "too_long" }),
  email: z.email({ error: "invalid_email" }).max(254, { error: "too_long" }),
});
export type CheckoutInput = z.output<typeof checkoutSchema>;

export const orderSchema = z.object({
  /** Shown to the buyer and printed on the confirmation, e.g. "M-2026-000123". */
  number: z.string(),
  name: z.string(),
  email: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  positions: z.array(cartPositionSchema.omit({ expires_at: true })),
  tickets_quantity: z.number().int().positive(),
  total: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

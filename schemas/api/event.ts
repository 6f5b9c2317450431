import { z } from "zod";
import { imageValueSchema } from "../rules/image";

/*
 * The event entity as GET /{lang}/api/events/ and /{lang}/api/events/{id}/ serve it (001 §3),
 * in one language. Only seat groups and timeslots whose status is not 0 are offered (001 §5);
 * `availability` is computed from capacities and timeslots (src/server/services/availability.ts).
 */

export const AVAILABILITIES = ["available", "limited", "sold_out"] as const;
export const availabilitySchema = z.enum(AVAILABILITIES);
export type Availability = z.infer<typeof availabilitySchema>;

/** A filter option as the lists reference it: { id, name }. */
export const optionRefSchema = z.object({ id: z.number(), name: z.string() });
/** The exhibition type: its id is the slug (001 §3, type options map to id (slug) and name). */
export const typeRefSchema = z.object({ id: z.string(), name: z.string() });

export const priceEntrySchema = z.object({
  id: z.number(),
  /** Euros with two places; "0.00" is free. */
  price: z.string(),
  /** The ticketing category ("Vollpreis" marks a group's full price). */
  text: z.string(),
  /** The seat group's number in the ticketing system (cart payload seat_group); null without a group. */
  seat_group: z.number().nullable(),
  seat_group_id: z.number().nullable(),
  sale_type_id: z.number().nullable(),
  name: z.string(),
  has_discounts: z.boolean(),
});
export type PriceEntry = z.infer<typeof priceEntrySchema>;

export const timeslotSchema = z.object({
  id: z.number(),
  time_start: z.iso.datetime({ offset: true }),
  status: z.number(),
  block_id: z.number().nullable(),
  availability: availabilitySchema,
});
export type Timeslot = z.infer<typeof timeslotSchema>;

export const seatGroupSchema = z.object({
  id: z.number(),
  seat_group: z.number().nullable(),
  status: z.number(),
  text: z.string(),
  availability: availabilitySchema,
  prices: z.array(priceEntrySchema),
  timeslots: z.array(timeslotSchema),
});
export type SeatGroup = z.infer<typeof seatGroupSchema>;

export const eventItemSchema = z.object({
  id: z.number(),
  xtype: z.literal("event"),
  name: z.string(),
  subline: z.string(),
  teaser_text: z.string(),
  slug: z.string(),
  /** The detail page, "/de/kalender/{slug}/{id}". */
  url: z.string(),
  /** Where the event leads (001 §3): its detail path, or the page an editor set instead. */
  link: z.string(),
  date_start: z.iso.datetime({ offset: true }),
  date_end: z.iso.datetime({ offset: true }).nullable(),
  event_type_new: typeRefSchema.nullable(),
  room: optionRefSchema.nullable(),
  series: optionRefSchema.nullable(),
  genre: optionRefSchema.nullable(),
  tags: z.array(optionRefSchema),
  image: imageValueSchema.nullable(),
  ticket_url: z.string().nullable(),
  id_jet: z.number().nullable(),
  sticky_booking: z.boolean(),
  /** Has prices and every one is 0.00. */
  is_free: z.boolean(),
  availability: availabilitySchema,
  seat_groups: z.array(seatGroupSchema),
  /** Every offered price: those of the offered seat groups, then those without a group. */
  prices: z.array(priceEntrySchema),
});
export type EventItem = z.infer<typeof eventItemSchema>;

/** A linked entity: its name and localised detail path. */
export const entityLinkSchema = z.object({ id: z.number(), name: z.string(), url: z.string() });
export type EntityLink = z.infer<typeof entityLinkSchema>;

export const contributorSchema = z.object({
  id: z.number(),
  name: z.string(),
  role: z.string(),
  url: z.string(),
  image: imageValueSchema.nullable(),
});
export type ContributorItem = z.infer<typeof contributorSchema>;

import { z } from "zod";
import { imageValueSchema } from "../rules/image";
import { entityLinkSchema, eventItemSchema, optionRefSchema, typeRefSchema } from "./event";

/*
 * Detail answers of the programme: /{lang}/api/events/{id}/, productions/{id}/, series/{id}/,
 * venues/{id}/ and people/{id}/. Dates of a production, series or venue are its upcoming
 * events in list form (the first EVENTS_ON_DETAIL of them). The answers that carry content
 * modules (event, production, article) are composed with the module registry in
 * src/contracts/entity-details.ts, since schemas/ never imports modules/.
 */

export const EVENTS_ON_DETAIL = 50;

export const productionItemSchema = z.object({
  id: z.number(),
  xtype: z.literal("production"),
  name: z.string(),
  subline: z.string(),
  teaser_text: z.string(),
  slug: z.string(),
  url: z.string(),
  date_start: z.iso.date().nullable(),
  date_end: z.iso.date().nullable(),
  image: imageValueSchema.nullable(),
  ticket_url: z.string().nullable(),
  season: optionRefSchema.nullable(),
  exhibition_type: typeRefSchema.nullable(),
  venue: entityLinkSchema.nullable(),
  tags: z.array(optionRefSchema),
  sticky_booking: z.boolean(),
});
export type ProductionItem = z.infer<typeof productionItemSchema>;

export const seriesDetailSchema = z.object({
  id: z.number(),
  name: z.string(),
  subline: z.string(),
  description: z.string(),
  slug: z.string(),
  url: z.string(),
  image: imageValueSchema.nullable(),
  events: z.array(eventItemSchema),
});
export type SeriesDetail = z.infer<typeof seriesDetailSchema>;

export const venueItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  url: z.string(),
  address: z.string().nullable(),
  description: z.string(),
  image: imageValueSchema.nullable(),
  website_url: z.string().nullable(),
});
export type VenueItem = z.infer<typeof venueItemSchema>;

export const venueDetailSchema = venueItemSchema.extend({
  rooms: z.array(optionRefSchema),
  events: z.array(eventItemSchema),
});
export type VenueDetail = z.infer<typeof venueDetailSchema>;

export const personItemSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  slug: z.string(),
  url: z.string(),
  role: z.string(),
  image: imageValueSchema.nullable(),
});
export type PersonItem = z.infer<typeof personItemSchema>;

export const personDetailSchema = personItemSchema.extend({
  biography: z.string(),
  /** Upcoming events and the productions the person contributes to, with the part played. */
  events: z.array(eventItemSchema),
  productions: z.array(entityLinkSchema.extend({ role: z.string() })),
  articles: z.array(entityLinkSchema),
});
export type PersonDetail = z.infer<typeof personDetailSchema>;

import { z } from "zod";
import { imageValueSchema } from "../rules/image";

/**
 * What list modules (event list, blog teasers, venues ...) show of an entity, in one
 * language. Returned by src/server/services/cards.ts; JSON-safe so it can be cached.
 */
export const eventCardSchema = z.object({
  id: z.number(),
  name: z.string(),
  subline: z.string().nullable(),
  slug: z.string(),
  /** The localised detail path, e.g. "/de/kalender/lange-nacht/12". */
  url: z.string(),
  date_start: z.iso.datetime({ offset: true }),
  date_end: z.iso.datetime({ offset: true }).nullable(),
  room: z.string().nullable(),
  exhibition_type: z.string().nullable(),
  image: imageValueSchema.nullable(),
  ticket_url: z.string().nullable(),
  is_free: z.boolean(),
});
export type EventCard = z.infer<typeof eventCardSchema>;

export const articleCardSchema = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  url: z.string(),
  teaser_text: z.string().nullable(),
  image: imageValueSchema.nullable(),
  category: z.object({ id: z.number(), name: z.string(), slug: z.string(), style_name: z.string().nullable() }).nullable(),
  published_at: z.iso.datetime({ offset: true }),
});
export type ArticleCard = z.infer<typeof articleCardSchema>;

export const venueCardSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  url: z.string(),
  address: z.string().nullable(),
  description: z.string().nullable(),
  image: imageValueSchema.nullable(),
});
export type VenueCard = z.infer<typeof venueCardSchema>;

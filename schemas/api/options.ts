import { z } from "zod";
import { availabilitySchema } from "./event";

/** A filter option (001 §3): false show_in_filter hides it. */
export const filterOptionSchema = z.object({ id: z.number(), name: z.string(), show_in_filter: z.boolean() });
export type FilterOption = z.infer<typeof filterOptionSchema>;

/** An exhibition-type option: the id is the slug the `type` filter takes. */
export const typeOptionSchema = z.object({ id: z.string(), name: z.string(), show_in_filter: z.boolean() });
export type TypeOption = z.infer<typeof typeOptionSchema>;

/** A season option, with its span (YYYY-MM-DD) for the productions filter. */
export const seasonOptionSchema = filterOptionSchema.extend({ date_start: z.iso.date().nullable(), date_end: z.iso.date().nullable() });
export type SeasonOption = z.infer<typeof seasonOptionSchema>;

/** GET /api/article-categories/ (001 §3). */
export const articleCategorySchema = z.object({ id: z.number(), name: z.string(), style_name: z.string().nullable(), slug: z.string() });
export type ArticleCategory = z.infer<typeof articleCategorySchema>;

/**
 * GET /api/calendar/: the days of one month (from today on) that have events matching the
 * filters, each with its availability (computed, never stored) and number of events.
 */
export const calendarSchema = z.object({
  /** The month shown, "MM-YYYY". */
  month: z.string(),
  date_from: z.string(),
  date_to: z.string(),
  dates: z.array(z.object({ date: z.string(), availability: availabilitySchema, events: z.number() })),
});
export type Calendar = z.infer<typeof calendarSchema>;

import { z } from "zod";

/** One range of today's hours as the header reads it (001 §3); texts are in the asked language. */
export const openingHoursEntrySchema = z.object({
  time_from: z.string().nullable(),
  time_to: z.string().nullable(),
  closed: z.boolean(),
  alternative_link_url: z.string().nullable(),
  /** A text shown instead of the times ("Closed on Mondays"); null when the editor left it blank. */
  alternative_text: z.string().nullable(),
});
export type OpeningHoursEntry = z.infer<typeof openingHoursEntrySchema>;

/**
 * GET /api/opening-hours-today/: the regular hours of today's weekday and today's exceptions,
 * today being the calendar day in Europe/Berlin. An exception overrides the weekday's hours;
 * `date` (YYYY-MM-DD) tells the browser which day the answer is for.
 */
export const openingHoursTodaySchema = z.object({
  date: z.iso.date(),
  opening_hours: z.array(openingHoursEntrySchema),
  opening_hours_exceptions: z.array(openingHoursEntrySchema),
});
export type OpeningHoursToday = z.infer<typeof openingHoursTodaySchema>;

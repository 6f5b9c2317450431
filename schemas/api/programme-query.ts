import { z } from "zod";
import { numericId, pageField, pageSizeField, typeKey, urlDay } from "./query-fields";

/*
 * Queries of the programme's read APIs (001 §7). Unknown keys are dropped (z.object strips
 * them), so a link with tracking parameters still works; a malformed known key is a 400.
 */

/** The event list's filters (001 §2): Location, Exhibition Type, Tags, Series, Genre. */
export const eventFilterFields = {
  room: numericId.optional(),
  type: typeKey.optional(),
  tag: numericId.optional(),
  series: numericId.optional(),
  genre: numericId.optional(),
  /** The first day shown (Europe/Berlin); default today. */
  date: urlDay.optional(),
};

/**
 * GET /{lang}/api/events/. `after` is the id of the last event of the previous page: the
 * `next` links carry it, so following them continues exactly after that event (keyset) even
 * when events are added or removed meanwhile; without it, `page` counts from the start.
 */
export const eventsQuerySchema = z.object({
  ...eventFilterFields,
  page: pageField,
  page_size: pageSizeField(),
  after: numericId.optional(),
});
export type EventsQuery = z.output<typeof eventsQuerySchema>;
export type EventFilterQuery = Pick<EventsQuery, "room" | "type" | "tag" | "series" | "genre" | "date">;

/** GET /api/calendar/: `date` picks the month shown (default this month); filters as the list. */
export const calendarQuerySchema = z.object({
  date: urlDay.optional(),
  room: numericId.optional(),
  type: typeKey.optional(),
  tag: numericId.optional(),
  series: numericId.optional(),
  genre: numericId.optional(),
});
export type CalendarQuery = z.output<typeof calendarQuerySchema>;

/** GET /{lang}/api/productions/. `date`: productions not yet over on that day. */
export const productionsQuerySchema = z.object({
  season: numericId.optional(),
  exhibition_type: typeKey.optional(),
  tag: numericId.optional(),
  date: urlDay.optional(),
  page: pageField,
  page_size: pageSizeField(),
});
export type ProductionsQuery = z.output<typeof productionsQuerySchema>;

/** GET /{lang}/api/teasers/: calendar teasers positioned on or after `date` (default today). */
export const teasersQuerySchema = z.object({
  date: urlDay.optional(),
  page: pageField,
  page_size: pageSizeField(),
});
export type TeasersQuery = z.output<typeof teasersQuerySchema>;

/** Detail endpoints: the id path segment. */
export const idParamSchema = z.object({ id: numericId });

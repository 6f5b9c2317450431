import { z } from "zod";
import { eventListQuerySchema } from "./event-list-query";
import { numericId, pageField, pageSizeField, typeKey, urlDay } from "./query-fields";

/*
 * Queries of the programme's read APIs (001 §7). Unknown keys are dropped (z.object strips
 * them), so a link with tracking parameters still works; a malformed known key is a 400.
 */

/**
 * GET /{lang}/api/events/. `after` is the id of the last event of the previous page: the
 * `next` links carry it, so following them continues exactly after that event (keyset) even
 * when events are added or removed meanwhile; without it, `page` counts from the start.
 */
export const eventsQuerySchema = eventListQuerySchema.extend({
  page: pageField,
  page_size: pageSizeField(),
  after: numericId.optional(),
});

/** GET /api/calendar/: the list's query, where `date` picks the month shown (default this month). */
export const calendarQuerySchema = eventListQuerySchema;

/** GET /{lang}/api/productions/. `date`: productions not yet over on that day. */
export const productionsQuerySchema = z.object({
  season: numericId.optional(),
  exhibition_type: typeKey.optional(),
  tag: numericId.optional(),
  date: urlDay.optional(),
  page: pageField,
  page_size: pageSizeField(),
});

/** GET /{lang}/api/teasers/: calendar teasers positioned on or after `date` (default today). */
export const teasersQuerySchema = z.object({
  date: urlDay.optional(),
  page: pageField,
  page_size: pageSizeField(),
});

/** Detail endpoints: the id path segment. */
export const idParamSchema = z.object({ id: numericId });

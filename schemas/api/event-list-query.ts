import { z } from "zod";
import { queryRecord } from "./event-list-filters";
import { numericId, typeKey, urlDay } from "./query-fields";

/*
 * The event list's query (001 §2, §7): `date` a real DD-MM-YYYY day, and the filter keys
 * room, type, tag, series and genre, each one numeric id (`type` also the type's slug, the id
 * its options carry, 001 §3). The spec names one value per key, so a comma list such as
 * `?room=3,7` is refused like any other non-number. Unknown keys are ignored (001 §2).
 *
 * One schema for every reader, so they cannot disagree: the proxy answers a calendar page whose
 * query it refuses with the error page (src/server/http/proxy-rules.ts), GET /{lang}/api/events/
 * and /api/calendar/ answer 400, and the list's client state (src/site/programme/list-state.ts)
 * drops what it refuses, with the same rules written without zod (./event-list-filters.ts,
 * held to this schema by its test). Each reads the query string with `queryRecord`: a repeated key counts
 * with its last value, as every API's query does (src/server/http/handler.ts).
 */

export const eventListQuerySchema = z.object({
  room: numericId.optional(),
  type: typeKey.optional(),
  tag: numericId.optional(),
  series: numericId.optional(),
  genre: numericId.optional(),
  /** The first day shown (Europe/Berlin); default today. In the calendar's query, its month. */
  date: urlDay.optional(),
});
export type EventListQuery = z.output<typeof eventListQuerySchema>;

/** Whether the event list can be shown for this query string (the proxy's check). */
export const isValidEventListQuery = (params: Iterable<[string, string]>): boolean =>
  eventListQuerySchema.safeParse(queryRecord(params)).success;

import "server-only";
import { and, asc, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { EventItem } from "@schemas/api/event";
import type { EventListQuery } from "@schemas/api/event-list-query";
import type { TypeKey } from "@schemas/api/query-fields";
import type { Locale } from "@schemas/rules/localized";
import type { Db } from "../db/open";
import { eventDayCounts } from "../db/schema/event-counts";
import { events, eventsTags, exhibitionTypes } from "../db/schema/programme";
import { berlinDay, dayStart } from "@schemas/rules/dates";
import { selectEventRows, toEventItems } from "./event-items";

/**
 * What the event list and the calendar filter by (001 §2). `from` is the first Berlin day
 * shown ("YYYY-MM-DD"), `to` the first day no longer shown. JSON-safe: a cache key.
 */
export interface EventFilter {
  from: string;
  to?: string;
  room?: number;
  type?: TypeKey;
  tag?: number;
  series?: number;
  genre?: number;
}

/** Online events starting within the filter's days that match every given option. */
export function eventConditions(db: Db, filter: EventFilter): SQL {
  const { type } = filter;
  const typeCondition = type === undefined
    ? undefined
    : "id" in type
      ? eq(events.exhibition_type_id, type.id)
      : inArray(events.exhibition_type_id, db.select({ id: exhibitionTypes.id }).from(exhibitionTypes).where(eq(exhibitionTypes.slug, type.slug)));
  return and(
    eq(events.is_online, true),
    gte(events.date_start, dayStart(filter.from)),
    filter.to ? lt(events.date_start, dayStart(filter.to)) : undefined,
    filter.room === undefined ? undefined : eq(events.room_id, filter.room),
    typeCondition,
    filter.series === undefined ? undefined : eq(events.series_id, filter.series),
    filter.genre === undefined ? undefined : eq(events.genre_id, filter.genre),
    filter.tag === undefined
      ? undefined
      : sql`exists (select 1 from ${eventsTags} where ${eventsTags.event_id} = ${events.id} and ${eventsTags.tag_id} = ${filter.tag})`,
  )!;
}

export interface EventPageOptions {
  lang: Locale;
  filter: EventFilter;
  /** 0-based row offset; ignored when `after` names an existing event. */
  offset: number;
  limit: number;
  /** Continue after this event in (date_start, id) order (keyset paging). */
  after?: number;
}

export interface EventPage {
  results: EventItem[];
  /** Whether rows follow this page (read as one extra row, so it holds without a count). */
  hasMore: boolean;
}

/**
 * One page of the event list in (date_start, id) order: a total order, so consecutive pages
 * never repeat or skip an event. The order matches the (date_start, id) indexes, so a page
 * costs an index range read, not a sort of everything that matches.
 */
export async function listEvents(db: Db, options: EventPageOptions): Promise<EventPage> {
  const { lang, filter, offset, limit, after } = options;
  const cursor = after === undefined ? undefined : await cursorExists(db, after);
  const rows = await selectEventRows(db)
    .where(and(
      eventConditions(db, filter),
      // The row comparison reads the cursor's exact timestamp (no rounding to milliseconds).
      cursor ? sql`(${events.date_start}, ${events.id}) > (select c.date_start, c.id from ${events} c where c.id = ${after})` : undefined,
    ))
    .orderBy(asc(events.date_start), asc(events.id))
    .limit(limit + 1)
    .offset(cursor ? 0 : offset);
  return { results: await toEventItems(db, rows.slice(0, limit), lang), hasMore: rows.length > limit };
}

async function cursorExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: events.id }).from(events).where(eq(events.id, id));
  return Boolean(row);
}

/**
 * How many events match: the list's `count`, exactly what eventConditions selects. Summed
 * from the per-day counts (event_day_counts) over the filter's days, not counted event by
 * event, so it costs the same however many events each day has.
 */
export async function countEvents(db: Db, filter: EventFilter): Promise<number> {
  const { type } = filter;
  const typeCondition = type === undefined
    ? undefined
    : "id" in type
      ? eq(eventDayCounts.type_id, type.id)
      : inArray(eventDayCounts.type_id, db.select({ id: exhibitionTypes.id }).from(exhibitionTypes).where(eq(exhibitionTypes.slug, type.slug)));
  const [row] = await db.select({ total: sql<number>`coalesce(sum(${eventDayCounts.events}), 0)::int` }).from(eventDayCounts).where(and(
    eq(eventDayCounts.tag_id, filter.tag ?? ALL_TAGS),
    gte(eventDayCounts.day, filter.from),
    filter.to ? lt(eventDayCounts.day, filter.to) : undefined,
    filter.room === undefined ? undefined : eq(eventDayCounts.room_id, filter.room),
    typeCondition,
    filter.series === undefined ? undefined : eq(eventDayCounts.series_id, filter.series),
    filter.genre === undefined ? undefined : eq(eventDayCounts.genre_id, filter.genre),
  ));
  return row?.total ?? 0;
}

/** event_day_counts' tag_id of the rows that count every event, tagged or not. */
const ALL_TAGS = 0;

/** The list's and the calendar's query → a filter from `date` (default: today in Berlin). */
export function eventFilterOf(query: Omit<EventListQuery, "date"> & { date?: string }, now = new Date()): EventFilter {
  const { date, room, type, tag, series, genre } = query;
  return { from: date ?? berlinDay(now), room, type, tag, series, genre };
}

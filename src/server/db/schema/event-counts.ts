import { date, integer, pgTable, primaryKey } from "drizzle-orm/pg-core";

/**
 * How many online events start on each Berlin day, per combination of the options the event
 * list filters by: the list's `count` sums a day range of it instead of visiting every
 * matching event, so it costs the same at 170 or 17,000 events (a programme spans months,
 * not more days per event). `tag_id` 0 counts every event; a row with a tag counts its events
 * that carry it. 0 in an option column stands for "none" (ids start at 1). Kept by
 * statement-level triggers on `events` and `events_tags` (migration 0019_event_day_counts_sync.sql),
 * so every write updates it, whoever writes.
 */
export const eventDayCounts = pgTable("event_day_counts", {
  tag_id: integer("tag_id").notNull(),
  day: date("day").notNull(),
  room_id: integer("room_id").notNull(),
  type_id: integer("type_id").notNull(),
  series_id: integer("series_id").notNull(),
  genre_id: integer("genre_id").notNull(),
  events: integer("events").notNull(),
}, (t) => [primaryKey({ name: "event_day_counts_pk", columns: [t.tag_id, t.day, t.room_id, t.type_id, t.series_id, t.genre_id] })]);

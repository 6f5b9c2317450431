import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, text, varchar } from "drizzle-orm/pg-core";

/**
 * The distinct event names per language, with how many events carry each: the event source
 * of search autocomplete. A weekly tour is one row here however many dates it has, so
 * suggestions cost the same at 170 or 17,000 events. Kept by statement-level triggers on
 * `events` (migration 0002_event_titles.sql): every write updates it, whoever writes.
 * Whether a title still has an upcoming online event is checked when suggesting.
 */
export const eventTitles = pgTable("event_titles", {
  lang: varchar("lang", { length: 2 }).notNull(),
  title: text("title").notNull(),
  events: integer("events").notNull(),
}, (t) => [
  primaryKey({ columns: [t.lang, t.title] }),
  index("event_titles_title_trgm_idx").using("gin", sql`lower(${t.title}) gin_trgm_ops`),
]);

import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, text, varchar } from "drizzle-orm/pg-core";

export const TITLE_KINDS = ["event", "article"] as const;
export type TitleKind = (typeof TITLE_KINDS)[number];

/**
 * The distinct titles of events and articles per language, with how many rows carry each:
 * the source of search autocomplete for the two tables whose titles repeat (a weekly tour
 * has one name and hundreds of dates). Suggesting then costs the same at 170 or 17,000
 * events. Kept by statement-level triggers on `events` and `articles` (migration
 * 0002_search_titles.sql), so every write updates it, whoever writes. Whether a title still
 * has a visible row (an upcoming online event, a published article) is checked on reading.
 */
export const searchTitles = pgTable("search_titles", {
  kind: varchar("kind", { length: 16 }).$type<TitleKind>().notNull(),
  lang: varchar("lang", { length: 2 }).notNull(),
  title: text("title").notNull(),
  rows: integer("rows").notNull(),
}, (t) => [
  primaryKey({ columns: [t.kind, t.lang, t.title] }),
  index("search_titles_title_trgm_idx").using("gin", sql`lower(${t.title}) gin_trgm_ops`),
]);

import "server-only";
import { asc, eq, exists, and } from "drizzle-orm";
import type { ArticleCategory, FilterOption, SeasonOption, TypeOption } from "@schemas/api/options";
import type { Locale } from "@schemas/rules/localized";
import type { Db } from "../db/open";
import { articleCategories } from "../db/schema/magazine";
import {
  eventTags, events, eventsTags, exhibitionTypes, genres, productions, productionsTags, rooms, seasons, series,
} from "../db/schema/programme";

/*
 * The option lists of the event and production filters (001 §3, §7) and the magazine
 * categories, in editor order (position, then id). Tag and series options are served only
 * when show_in_filter is true (001 §3); the others carry the flag and the client hides false
 * ones. Tag lists offer only tags that online events (or productions) actually carry.
 */

export const OPTION_LISTS = [
  "rooms", "exhibition-types", "event-tags", "series", "genres", "seasons", "production-tags", "article-categories",
] as const;
export type OptionList = (typeof OPTION_LISTS)[number];

export interface OptionsOf {
  rooms: FilterOption[];
  "exhibition-types": TypeOption[];
  "event-tags": FilterOption[];
  series: FilterOption[];
  genres: FilterOption[];
  seasons: SeasonOption[];
  "production-tags": FilterOption[];
  "article-categories": ArticleCategory[];
}

type Named = { id: number; name: { de: string; en: string }; show_in_filter: boolean };
const option = (lang: Locale) => (row: Named): FilterOption => ({ id: row.id, name: row.name[lang], show_in_filter: row.show_in_filter });

const tagColumns = { id: eventTags.id, name: eventTags.name, show_in_filter: eventTags.show_in_filter };

const LOADERS: { [L in OptionList]: (db: Db, lang: Locale) => Promise<OptionsOf[L]> } = {
  rooms: async (db, lang) => (await db.select().from(rooms).orderBy(asc(rooms.position), asc(rooms.id))).map(option(lang)),
  genres: async (db, lang) => (await db.select().from(genres).orderBy(asc(genres.position), asc(genres.id))).map(option(lang)),
  "exhibition-types": async (db, lang) =>
    (await db.select().from(exhibitionTypes).orderBy(asc(exhibitionTypes.position), asc(exhibitionTypes.id)))
      .map((row) => ({ id: row.slug, name: row.name[lang], show_in_filter: row.show_in_filter })),
  seasons: async (db, lang) =>
    (await db.select().from(seasons).orderBy(asc(seasons.position), asc(seasons.date_start), asc(seasons.id)))
      .map((row) => ({ ...option(lang)(row), date_start: row.date_start, date_end: row.date_end })),
  series: async (db, lang) =>
    (await db.select({ id: series.id, name: series.name, show_in_filter: series.show_in_filter }).from(series)
      .where(and(eq(series.show_in_filter, true), eq(series.is_online, true)))
      .orderBy(asc(series.position), asc(series.id))).map(option(lang)),
  "event-tags": async (db, lang) =>
    (await db.select(tagColumns).from(eventTags)
      .where(and(eq(eventTags.show_in_filter, true), exists(db.select({ one: eventsTags.tag_id }).from(eventsTags)
        .innerJoin(events, eq(events.id, eventsTags.event_id))
        .where(and(eq(eventsTags.tag_id, eventTags.id), eq(events.is_online, true))))))
      .orderBy(asc(eventTags.position), asc(eventTags.id))).map(option(lang)),
  "production-tags": async (db, lang) =>
    (await db.select(tagColumns).from(eventTags)
      .where(and(eq(eventTags.show_in_filter, true), exists(db.select({ one: productionsTags.tag_id }).from(productionsTags)
        .innerJoin(productions, eq(productions.id, productionsTags.production_id))
        .where(and(eq(productionsTags.tag_id, eventTags.id), eq(productions.is_online, true))))))
      .orderBy(asc(eventTags.position), asc(eventTags.id))).map(option(lang)),
  "article-categories": async (db, lang) =>
    (await db.select().from(articleCategories).orderBy(asc(articleCategories.position), asc(articleCategories.id)))
      .map((row) => ({ id: row.id, name: row.name[lang], style_name: row.style_name, slug: row.slug[lang] })),
};

export function listFilterOptions<L extends OptionList>(db: Db, list: L, lang: Locale): Promise<OptionsOf[L]> {
  return LOADERS[list](db, lang);
}

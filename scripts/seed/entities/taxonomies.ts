import { format } from "date-fns";
import { createEventTagSchema } from "@schemas/entities/event-tag";
import { createExhibitionTypeSchema } from "@schemas/entities/exhibition-type";
import { createGenreSchema } from "@schemas/entities/genre";
import { createSeasonSchema } from "@schemas/entities/season";
import { createSeriesSchema } from "@schemas/entities/series";
import { eventTags, exhibitionTypes, genres, seasons, series } from "@/server/db/schema";
import { EXHIBITION_TYPES, GENRES, PRODUCTION_TAGS, SEASON_START_MONTH, SERIES, TAGS, seasonName } from "../content/programme";
import { entityImage, type SeedContext } from "../context";
import { insertIds, parseWith } from "../insert";
import { slugify } from "../random";

const SERIES_IMAGES: Record<string, string> = {
  familiensonntag: "drei-monde", "donnerstag-bis-zehn": "nachtsonne", "musik-im-museum": "partitur",
  "kunst-am-mittag": "lichtfenster", werkstatt: "fassade",
};

/** The year the season containing `date` started (seasons run September to August). */
export const seasonStartYear = (date: Date) => (date.getMonth() >= SEASON_START_MONTH ? date.getFullYear() : date.getFullYear() - 1);
export const seasonKey = (startYear: number) => `season-${startYear}`;

/** The filter options of the calendar and the productions list. */
export async function seedTaxonomies(ctx: SeedContext): Promise<void> {
  const typeIds = await insertIds(ctx.db, exhibitionTypes, EXHIBITION_TYPES.map((type, position) =>
    parseWith(createExhibitionTypeSchema, { name: type.name, slug: type.key, show_in_filter: true, position }, `type ${type.key}`)));
  EXHIBITION_TYPES.forEach((type, index) => ctx.ids.exhibitionTypes.set(type.key, typeIds[index]!));

  const genreIds = await insertIds(ctx.db, genres, GENRES.map((genre, position) =>
    parseWith(createGenreSchema, { name: genre.name, show_in_filter: true, position }, `genre ${genre.key}`)));
  GENRES.forEach((genre, index) => ctx.ids.genres.set(genre.key, genreIds[index]!));

  // Production tags share the event tag table (productions_tags points there).
  const allTags = [...TAGS, ...PRODUCTION_TAGS];
  const tagIds = await insertIds(ctx.db, eventTags, allTags.map((tag, position) =>
    parseWith(createEventTagSchema, { name: tag.name, show_in_filter: tag.show_in_filter ?? true, position }, `tag ${tag.key}`)));
  allTags.forEach((tag, index) => ctx.ids.eventTags.set(tag.key, tagIds[index]!));

  const seriesIds = await insertIds(ctx.db, series, SERIES.map((item, position) =>
    parseWith(createSeriesSchema, {
      name: item.name,
      slug: { de: slugify(item.name.de), en: slugify(item.name.en) },
      description: item.description ? { de: `<p>${item.description.de}</p>`, en: `<p>${item.description.en}</p>` } : undefined,
      image: entityImage(ctx, SERIES_IMAGES[item.key] ?? "orbit"),
      is_online: true,
      show_in_filter: item.show_in_filter ?? true,
      position,
    }, `series ${item.key}`)));
  SERIES.forEach((item, index) => ctx.ids.series.set(item.key, seriesIds[index]!));

  const first = seasonStartYear(ctx.today);
  const years = [first, first + 1];
  const seasonIds = await insertIds(ctx.db, seasons, years.map((year, position) => {
    const parsed = parseWith(createSeasonSchema, {
      name: seasonName(year),
      date_start: format(new Date(year, SEASON_START_MONTH, 1), "yyyy-MM-dd"),
      date_end: format(new Date(year + 1, SEASON_START_MONTH, 0), "yyyy-MM-dd"),
      show_in_filter: true,
      position,
    }, `season ${year}`);
    return { ...parsed, date_start: parsed.date_start ?? null, date_end: parsed.date_end ?? null };
  }));
  years.forEach((year, index) => ctx.ids.seasons.set(seasonKey(year), seasonIds[index]!));
}

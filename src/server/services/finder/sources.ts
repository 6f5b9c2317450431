import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { FinderKind } from "@schemas/api/finder";
import type { Locale } from "@schemas/rules/localized";
import { pageUrl } from "@/server/content/pages";
import { translation } from "@/server/db/schema/search-columns";
import { articleCategoryUrl, articleTagUrl, articleUrl, eventUrl, personUrl, productionUrl, seriesUrl, venueUrl } from "../links";

/*
 * What the finder reads for each kind: one subquery with the same columns (id, title,
 * subline, slug, date, image, search), so one query shape serves them all. The title is the
 * expression the trigram indexes are built on (lower(name->>'de') ...), and the subquery is
 * simple enough for PostgreSQL to pull up, so a match on lower(f.title) uses those indexes.
 * Kinds with a generated search column are matched by full text too (stemmed words).
 */

export interface FinderSource {
  select: (lang: Locale) => SQL;
  /** The site path of a row (from its slug column), for kinds that have a page. */
  url?: (lang: Locale, slug: string, id: number) => string;
  /** The order of the rows when nothing is typed, and after the match quality when something is. */
  order: SQL[];
}

const column = (name: string) => sql`${sql.identifier(name)}`;
const tr = (name: string, lang: Locale) => translation(name, lang);
const searchColumn = (lang: Locale) => column(`search_${lang}`);
const none = { date: sql`null::timestamptz`, image: sql`null::jsonb`, search: sql`null::tsvector`, slug: sql`null::text`, subline: sql`''` };

interface Columns { title: SQL; subline?: SQL; slug?: SQL; date?: SQL; image?: SQL; search?: SQL; extra?: SQL }

const select = (table: string, columns: Columns, where: SQL = sql`true`) => {
  const c = { ...none, ...columns };
  return sql`select ${column("id")} as id, ${c.title} as title, coalesce(${c.subline}, '') as subline, ${c.slug} as slug,
    ${c.date} as date, ${c.image} as image, ${c.search} as search${columns.extra ? sql`, ${columns.extra}` : sql``}
    from ${sql.identifier(table)} where ${where}`;
};

/** An option table with a localized name and nothing else to show (tags, genres ...). */
const named = (table: string): FinderSource => ({
  select: (lang) => select(table, { title: tr("name", lang) }),
  order: [sql`f.title`, sql`f.id`],
});

/** A table with a localized name, slug, subline, image and search columns (series, productions). */
const entity = (table: string, url: FinderSource["url"], subline = "subline"): FinderSource => ({
  select: (lang) => select(table, { title: tr("name", lang), subline: tr(subline, lang), slug: tr("slug", lang), image: column("image"), search: searchColumn(lang) }),
  url,
  order: [sql`f.title`, sql`f.id`],
});

const personName = sql`${column("first_name")} || ' ' || ${column("last_name")}`;
const ends = sql`coalesce(${column("date_end")}, ${column("date_start")})`;

export const FINDER_SOURCES: Record<FinderKind, FinderSource> = {
  page: {
    select: (lang) => sql`select pages.id as id, page_translations.title as title, page_translations.path as subline,
      page_translations.path as slug, null::timestamptz as date, null::jsonb as image, page_translations.search as search
      from page_translations join pages on pages.id = page_translations.page_id where page_translations.lang = ${lang} and pages.deleted_at is null`,
    url: (lang, path) => pageUrl(lang, path),
    // The home page and the top levels first: shorter paths are the ones linked most.
    order: [sql`length(f.slug)`, sql`f.slug`, sql`f.id`],
  },
  event: {
    select: (lang) => select("events", {
      title: tr("name", lang), subline: tr("subline", lang), slug: tr("slug", lang), date: column("date_start"),
      image: column("image"), search: searchColumn(lang), extra: sql`${ends} < now() as past`,
    }),
    url: eventUrl,
    // Upcoming events first, soonest first; then past ones, latest first.
    order: [sql`f.past`, sql`case when f.past then null else f.date end`, sql`f.date desc`, sql`f.id`],
  },
  article: {
    select: (lang) => select("articles", {
      title: tr("title", lang), subline: tr("subline", lang), slug: tr("slug", lang), date: column("published_at"),
      image: column("image"), search: searchColumn(lang),
    }),
    url: articleUrl,
    order: [sql`f.date desc`, sql`f.id desc`],
  },
  production: entity("productions", productionUrl),
  series: entity("series", seriesUrl),
  venue: {
    select: (lang) => select("venues", { title: tr("name", lang), subline: column("address"), slug: tr("slug", lang), image: column("image"), search: searchColumn(lang) }),
    url: venueUrl,
    order: [sql`f.title`, sql`f.id`],
  },
  person: {
    select: (lang) => select("people", { title: personName, subline: tr("role", lang), slug: tr("slug", lang), image: column("image"), search: searchColumn(lang) }),
    url: personUrl,
    order: [sql`f.title`, sql`f.id`],
  },
  "article-category": {
    select: (lang) => select("article_categories", { title: tr("name", lang), slug: tr("slug", lang) }),
    url: articleCategoryUrl,
    order: [sql`f.title`, sql`f.id`],
  },
  tag: {
    select: (lang) => select("article_tags", { title: tr("name", lang), slug: tr("slug", lang) }),
    url: articleTagUrl,
    order: [sql`f.title`, sql`f.id`],
  },
  "event-tag": named("event_tags"),
  "exhibition-type": named("exhibition_types"),
  genre: named("genres"),
  season: named("seasons"),
  room: named("rooms"),
  form: {
    select: (lang) => select("forms", { title: tr("title", lang) }),
    order: [sql`f.title`, sql`f.id`],
  },
};

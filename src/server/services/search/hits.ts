import "server-only";
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { SearchCategory, SearchResult } from "@schemas/api/search";
import { imageForLang } from "@schemas/entities/media";
import type { Locale } from "@schemas/rules/localized";
import { pageUrl } from "@/server/content/pages";
import type { Db } from "@/server/db/open";
import { articles } from "@/server/db/schema/magazine";
import { pageTranslations } from "@/server/db/schema/pages";
import { events, people, productions, series, venues } from "@/server/db/schema/programme";
import { TS_CONFIG } from "@/server/db/schema/search-columns";
import { CONTENT_TYPES } from "../content-types";
import { articleUrl, eventUrl, fullName, personUrl, productionUrl, seriesUrl, venueUrl } from "../links";
import { HIGHLIGHT_OPTIONS, toSnippetHtml } from "./snippet";

/*
 * What a result shows: title, subline, link and a snippet of the best passages with the
 * matched words marked (ts_headline). Read only for the rows of the page being answered.
 */

/** Long texts are cut before highlighting: ts_headline parses its whole input. */
const SNIPPET_SOURCE_MAX = 20_000;

const plain = (text: SQL) => sql`left(regexp_replace(${text}, '<[^>]*>', ' ', 'g'), ${SNIPPET_SOURCE_MAX})`;
const highlight = (lang: Locale, text: SQL, query: SQL) =>
  sql<string>`ts_headline(${sql.raw(`'${TS_CONFIG[lang]}'::regconfig`)}, ${plain(text)}, ${query}, ${HIGHLIGHT_OPTIONS})`;
const tr = (column: SQL | { name: string }, lang: Locale) => sql`(${column}->>${lang})`;
const joinText = (...parts: SQL[]) => sql`concat_ws(' ', ${sql.join(parts, sql`, `)})`;
/** The description, or the teaser when there is none (teasers often repeat its first sentence). */
const firstFilled = (...parts: SQL[]) => sql`coalesce(${sql.join(parts.map((part) => sql`nullif(${part}, '')`), sql`, `)})`;

/** The text of an owner's published modules in one language (the searchable fields the search column reads). */
const moduleText = (contentType: string, ownerId: SQL, lang: Locale) => sql`(
  select string_agg(c.search_text, ' ' order by c.position) from published_containers c
  where c.content_type = ${contentType} and c.object_id = ${ownerId} and c.lang = ${lang})`;

type Hit = Omit<SearchResult, "type">;
type HitReader = (db: Db, ids: number[], lang: Locale, query: SQL) => Promise<Hit[]>;

const base = { subline: "", date_start: null, image: null } as const;

export const HIT_READERS: Record<SearchCategory, HitReader> = {
  events: async (db, ids, lang, query) => (await db.select({
    id: events.id, name: events.name, subline: events.subline, slug: events.slug, image: events.image, date_start: events.date_start,
    snippet: highlight(lang, firstFilled(tr(events.description, lang), tr(events.teaser_text, lang)), query),
  }).from(events).where(inArray(events.id, ids))).map((row) => ({
    id: row.id, title: row.name[lang], subline: row.subline[lang], url: eventUrl(lang, row.slug[lang], row.id),
    snippet: toSnippetHtml(row.snippet), date_start: row.date_start.toISOString(), image: imageForLang(row.image, lang),
  })),
  productions: async (db, ids, lang, query) => (await db.select({
    id: productions.id, name: productions.name, subline: productions.subline, slug: productions.slug, image: productions.image,
    snippet: highlight(lang, firstFilled(tr(productions.description, lang), tr(productions.teaser_text, lang)), query),
  }).from(productions).where(inArray(productions.id, ids))).map((row) => ({
    ...base, id: row.id, title: row.name[lang], subline: row.subline[lang], url: productionUrl(lang, row.slug[lang], row.id),
    snippet: toSnippetHtml(row.snippet), image: imageForLang(row.image, lang),
  })),
  series: async (db, ids, lang, query) => (await db.select({
    id: series.id, name: series.name, subline: series.subline, slug: series.slug, image: series.image,
    snippet: highlight(lang, tr(series.description, lang), query),
  }).from(series).where(inArray(series.id, ids))).map((row) => ({
    ...base, id: row.id, title: row.name[lang], subline: row.subline[lang], url: seriesUrl(lang, row.slug[lang], row.id),
    snippet: toSnippetHtml(row.snippet), image: imageForLang(row.image, lang),
  })),
  venues: async (db, ids, lang, query) => (await db.select({
    id: venues.id, name: venues.name, address: venues.address, slug: venues.slug, image: venues.image,
    snippet: highlight(lang, tr(venues.description, lang), query),
  }).from(venues).where(inArray(venues.id, ids))).map((row) => ({
    ...base, id: row.id, title: row.name[lang], subline: row.address ?? "", url: venueUrl(lang, row.slug[lang], row.id),
    snippet: toSnippetHtml(row.snippet), image: imageForLang(row.image, lang),
  })),
  people: async (db, ids, lang, query) => (await db.select({
    id: people.id, first_name: people.first_name, last_name: people.last_name, role: people.role, slug: people.slug, image: people.image,
    snippet: highlight(lang, tr(people.biography, lang), query),
  }).from(people).where(inArray(people.id, ids))).map((row) => ({
    ...base, id: row.id, title: fullName(row), subline: row.role[lang], url: personUrl(lang, row.slug[lang], row.id),
    snippet: toSnippetHtml(row.snippet), image: imageForLang(row.image, lang),
  })),
  articles: async (db, ids, lang, query) => (await db.select({
    id: articles.id, title: articles.title, subline: articles.subline, slug: articles.slug, image: articles.image,
    snippet: highlight(lang, joinText(tr(articles.teaser_text, lang), moduleText(CONTENT_TYPES.article, sql`${articles.id}`, lang)), query),
  }).from(articles).where(inArray(articles.id, ids))).map((row) => ({
    ...base, id: row.id, title: row.title[lang], subline: row.subline[lang], url: articleUrl(lang, row.slug[lang], row.id),
    snippet: toSnippetHtml(row.snippet), image: imageForLang(row.image, lang),
  })),
  pages: async (db, ids, lang, query) => (await db.select({
    id: pageTranslations.page_id, title: pageTranslations.title, headline: pageTranslations.headline, path: pageTranslations.path,
    snippet: highlight(lang, joinText(sql`${pageTranslations.meta_description}`, moduleText(CONTENT_TYPES.page, sql`${pageTranslations.page_id}`, lang)), query),
  }).from(pageTranslations).where(and(inArray(pageTranslations.page_id, ids), eq(pageTranslations.lang, lang)))).map((row) => ({
    ...base, id: row.id, title: row.title, subline: row.headline ?? "", url: pageUrl(lang, row.path), snippet: toSnippetHtml(row.snippet),
  })),
};

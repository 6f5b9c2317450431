import "server-only";
import type { MetadataRoute } from "next";
import { and, eq, lte, sql } from "drizzle-orm";
import { LOCALES, type Locale, type Localized } from "@schemas/rules/localized";
import type { Db } from "../db/open";
import { articles, events, pages, pageTranslations, people, productions, publications, series, venues } from "../db/schema";
import { articleUrl, eventUrl, personUrl, productionUrl, seriesUrl, venueUrl } from "../services/links";
import { notTrashed, pageUrl } from "../content/pages";

/** One page or entity of the sitemap with its address in every language. */
export interface SitemapEntry {
  /** Site-relative paths per language. */
  paths: Record<Locale, string>;
  lastModified: string;
}

type DetailUrl = (lang: Locale, slug: string, id: number) => string;

const byLanguage = (path: (lang: Locale) => string) =>
  Object.fromEntries(LOCALES.map((lang) => [lang, path(lang)])) as Record<Locale, string>;

const detailEntries = (rows: { id: number; slug: Localized<string>; updated_at: Date }[], url: DetailUrl): SitemapEntry[] =>
  rows.map((row) => ({ paths: byLanguage((lang) => url(lang, row.slug[lang], row.id)), lastModified: row.updated_at.toISOString() }));

/**
 * What a search engine may index: online CMS pages that can be opened, and the online
 * entities with detail pages (articles once published). Read at request time and cached by
 * the route; never during the build.
 */
export async function sitemapEntries(db: Db, now = new Date()): Promise<SitemapEntry[]> {
  const pageRows = await db
    // A page changes for visitors when its settings change or its sections are published.
    .select({
      id: pages.id, lang: pageTranslations.lang, path: pageTranslations.path,
      updated_at: sql<Date>`greatest(${pages.updated_at}, ${publications.published_at})`.mapWith(pages.updated_at),
    })
    .from(pages)
    .innerJoin(pageTranslations, eq(pageTranslations.page_id, pages.id))
    .leftJoin(publications, and(eq(publications.content_type, "cms.page"), eq(publications.object_id, pages.id)))
    .where(and(eq(pages.is_online, true), eq(pages.is_clickable, true), notTrashed));
  const pagePaths = new Map<number, { paths: Partial<Record<Locale, string>>; updated_at: Date }>();
  for (const row of pageRows) {
    const entry = pagePaths.get(row.id) ?? { paths: {}, updated_at: row.updated_at };
    if ((LOCALES as readonly string[]).includes(row.lang)) entry.paths[row.lang as Locale] = pageUrl(row.lang as Locale, row.path);
    pagePaths.set(row.id, entry);
  }
  const pageEntries = [...pagePaths.values()].flatMap(({ paths, updated_at }) =>
    LOCALES.every((lang) => paths[lang] !== undefined) ? [{ paths: paths as Record<Locale, string>, lastModified: updated_at.toISOString() }] : [],
  );

  const [eventRows, productionRows, seriesRows, venueRows, peopleRows, articleRows] = await Promise.all([
    db.select({ id: events.id, slug: events.slug, updated_at: events.updated_at }).from(events).where(eq(events.is_online, true)),
    db.select({ id: productions.id, slug: productions.slug, updated_at: productions.updated_at }).from(productions).where(eq(productions.is_online, true)),
    db.select({ id: series.id, slug: series.slug, updated_at: series.updated_at }).from(series).where(eq(series.is_online, true)),
    db.select({ id: venues.id, slug: venues.slug, updated_at: venues.updated_at }).from(venues).where(eq(venues.is_online, true)),
    db.select({ id: people.id, slug: people.slug, updated_at: people.updated_at }).from(people).where(eq(people.is_online, true)),
    db.select({ id: articles.id, slug: articles.slug, updated_at: articles.updated_at }).from(articles)
      .where(and(eq(articles.is_online, true), lte(articles.published_at, now))),
  ]);
  return [
    ...pageEntries,
    ...detailEntries(productionRows, productionUrl),
    ...detailEntries(eventRows, eventUrl),
    ...detailEntries(seriesRows, seriesUrl),
    ...detailEntries(venueRows, venueUrl),
    ...detailEntries(peopleRows, personUrl),
    ...detailEntries(articleRows, articleUrl),
  ];
}

/**
 * The sitemap's <url> elements: every entry once per language at that language's absolute
 * address on `siteUrl`, each listing all its languages as hreflang alternates (itself too), as
 * search engines want every alternate named from each of them.
 */
export function sitemapUrls(entries: readonly SitemapEntry[], siteUrl: string): MetadataRoute.Sitemap {
  const absolute = (path: string) => new URL(path, siteUrl).toString();
  return entries.flatMap(({ paths, lastModified }) => {
    const languages = byLanguage((lang) => absolute(paths[lang]));
    return LOCALES.map((lang) => ({ url: languages[lang], lastModified, alternates: { languages } }));
  });
}

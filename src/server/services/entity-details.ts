import "server-only";
import { and, asc, desc, eq, exists, sql } from "drizzle-orm";
import type { PersonDetail, PersonItem, SeriesDetail, VenueDetail, VenueItem } from "@schemas/api/programme-details";
import type { ArticleDetail, ProductionDetail } from "@/contracts/entity-details";
import { imageForLang } from "@schemas/entities/media";
import type { Locale } from "@schemas/rules/localized";
import { listPublishedSections } from "../content/published-sections";
import type { Db } from "../db/open";
import { articles } from "../db/schema/magazine";
import { events, eventsPeople, people, productions, productionsPeople, rooms, series, venues } from "../db/schema/programme";
import { articleConditions, selectArticleRows, toArticleItems } from "./articles";
import { CONTENT_TYPES } from "./content-types";
import { contributorsOf, upcomingEventItems } from "./event-detail";
import { articleUrl, entityLink, fullName, personUrl, productionUrl, seriesUrl, venueUrl } from "./links";
import { selectProductionRows, toProductionItems } from "./productions";

/*
 * Detail reads of the programme and magazine: one online entity in one language, or null
 * (the route answers 404). Lists of dates are the upcoming events (upcomingEventItems).
 */

export async function getProductionDetail(db: Db, id: number, lang: Locale): Promise<ProductionDetail | null> {
  const [row] = await selectProductionRows(db).where(and(eq(productions.id, id), eq(productions.is_online, true)));
  if (!row) return null;
  const [[item], [text], contributors, dates, modules] = await Promise.all([
    toProductionItems(db, [row], lang),
    db.select({ description: productions.description }).from(productions).where(eq(productions.id, id)),
    contributorsOf(db, lang, { production: id }),
    upcomingEventItems(db, lang, eq(events.production_id, id)),
    listPublishedSections(db, { content_type: CONTENT_TYPES.production, object_id: id, lang }),
  ]);
  return { ...item!, description: text?.description[lang] ?? "", contributors, events: dates, modules };
}

export async function getSeriesDetail(db: Db, id: number, lang: Locale): Promise<SeriesDetail | null> {
  const [row] = await db.select({ id: series.id, name: series.name, subline: series.subline, description: series.description, slug: series.slug, image: series.image })
    .from(series).where(and(eq(series.id, id), eq(series.is_online, true)));
  if (!row) return null;
  return {
    id: row.id, name: row.name[lang], subline: row.subline[lang], description: row.description[lang], slug: row.slug[lang],
    url: seriesUrl(lang, row.slug[lang], row.id), image: imageForLang(row.image, lang),
    events: await upcomingEventItems(db, lang, eq(events.series_id, id)),
  };
}

const venueColumns = {
  id: venues.id, name: venues.name, slug: venues.slug, address: venues.address, description: venues.description,
  image: venues.image, website_url: venues.website_url,
};

type VenueRow = Pick<typeof venues.$inferSelect, keyof typeof venueColumns>;
const toVenueItem = (row: VenueRow, lang: Locale): VenueItem => ({
  id: row.id, name: row.name[lang], slug: row.slug[lang], url: venueUrl(lang, row.slug[lang], row.id), address: row.address || null,
  description: row.description[lang], image: imageForLang(row.image, lang), website_url: row.website_url,
});

export async function getVenueDetail(db: Db, id: number, lang: Locale): Promise<VenueDetail | null> {
  const [row] = await db.select(venueColumns).from(venues).where(and(eq(venues.id, id), eq(venues.is_online, true)));
  if (!row) return null;
  const [roomRows, dates] = await Promise.all([
    db.select({ id: rooms.id, name: rooms.name }).from(rooms).where(eq(rooms.venue_id, id)).orderBy(asc(rooms.position), asc(rooms.id)),
    upcomingEventItems(db, lang, eq(events.venue_id, id)),
  ]);
  return { ...toVenueItem(row, lang), rooms: roomRows.map((room) => ({ id: room.id, name: room.name[lang] })), events: dates };
}

const personColumns = {
  id: people.id, first_name: people.first_name, last_name: people.last_name, slug: people.slug, role: people.role,
  image: people.image, biography: people.biography,
};

type PersonRow = Pick<typeof people.$inferSelect, "id" | "first_name" | "last_name" | "slug" | "role" | "image">;
const toPersonItem = (row: PersonRow, lang: Locale): PersonItem => ({
  id: row.id, first_name: row.first_name, last_name: row.last_name, name: fullName(row), slug: row.slug[lang],
  url: personUrl(lang, row.slug[lang], row.id), role: row.role[lang], image: imageForLang(row.image, lang),
});

/** The ensemble: online people in editor order (position, last name, id). */
export async function listPeople(db: Db, lang: Locale): Promise<PersonItem[]> {
  const rows = await db.select(personColumns).from(people).where(eq(people.is_online, true))
    .orderBy(asc(people.position), asc(people.last_name), asc(people.id));
  return rows.map((row) => toPersonItem(row, lang));
}

export async function getPersonDetail(db: Db, id: number, lang: Locale): Promise<PersonDetail | null> {
  const [row] = await db.select(personColumns).from(people).where(and(eq(people.id, id), eq(people.is_online, true)));
  if (!row) return null;
  const [dates, productionRows, articleRows] = await Promise.all([
    upcomingEventItems(db, lang, exists(db.select({ one: sql`1` }).from(eventsPeople)
      .where(and(eq(eventsPeople.event_id, events.id), eq(eventsPeople.person_id, id))))),
    db.selectDistinctOn([productions.id], { id: productions.id, name: productions.name, slug: productions.slug, role: productionsPeople.role })
      .from(productionsPeople).innerJoin(productions, eq(productions.id, productionsPeople.production_id))
      .where(and(eq(productionsPeople.person_id, id), eq(productions.is_online, true))).orderBy(asc(productions.id)),
    db.select({ id: articles.id, name: articles.title, slug: articles.slug }).from(articles)
      .where(and(eq(articles.author_id, id), articleConditions({}))).orderBy(desc(articles.published_at), desc(articles.id)).limit(20),
  ]);
  return {
    ...toPersonItem(row, lang),
    biography: row.biography[lang],
    events: dates,
    productions: productionRows.map((production) => ({ ...entityLink(production, lang, productionUrl)!, role: production.role[lang] })),
    articles: articleRows.map((article) => entityLink(article, lang, articleUrl)!),
  };
}

export async function getArticleDetail(db: Db, id: number, lang: Locale): Promise<ArticleDetail | null> {
  const [row] = await selectArticleRows(db).where(and(eq(articles.id, id), articleConditions({})));
  if (!row) return null;
  const [[item], [author], modules] = await Promise.all([
    toArticleItems(db, [row], lang),
    row.author_id === null ? [] : db.select(personColumns).from(people).where(and(eq(people.id, row.author_id), eq(people.is_online, true))),
    listPublishedSections(db, { content_type: CONTENT_TYPES.article, object_id: id, lang }),
  ]);
  return {
    ...item!,
    meta_description: row.meta_description[lang],
    author: author ? { id: author.id, name: fullName(author), url: personUrl(lang, author.slug[lang], author.id) } : null,
    modules,
  };
}

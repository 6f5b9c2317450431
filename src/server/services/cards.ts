import "server-only";
import { and, asc, desc, eq, gte, inArray, lt, lte, or, sql, type SQL } from "drizzle-orm";
import type { ArticleCard, EventCard, VenueCard } from "@schemas/api/cards";
import { imageForLang } from "@schemas/entities/media";
import { AVAILABILITY } from "@schemas/entities/seat-group";
import type { Locale } from "@schemas/rules/localized";
import { ticketLink } from "./ticket-link";
import type { Db } from "../db/open";
import { articleCategories, articles } from "../db/schema/magazine";
import { prices, seatGroups } from "../db/schema/booking";
import { events, eventsTags, exhibitionTypes, rooms, venues } from "../db/schema/programme";

/*
 * What list modules show of events, articles and venues, in one language. Plain reads:
 * callers cache them (src/server/cache.ts) under TAGS.events / TAGS.articles / TAGS.venues.
 */

/** "" is how a blank translation is stored; cards say null. */
const orNull = (value: string | undefined) => (value ? value : null);

export interface UpcomingEventsOptions {
  lang: Locale;
  from: Date;
  /** Exclusive: events starting at or after it are left out. */
  to?: Date;
  tagId?: number;
  /** Only these events (an empty list means no restriction). */
  eventIds?: number[];
  limit: number;
}

/**
 * Online events that have not ended by `from` (running exhibitions included), in order of
 * their start. is_free: the event has prices and every one of them is 0.00.
 */
export async function listUpcomingEvents(db: Db, options: UpcomingEventsOptions): Promise<EventCard[]> {
  const { lang, from, to, tagId, eventIds, limit } = options;
  const conditions: (SQL | undefined)[] = [
    eq(events.is_online, true),
    or(gte(events.date_start, from), gte(events.date_end, from)),
    to ? lt(events.date_start, to) : undefined,
    tagId === undefined
      ? undefined
      : inArray(events.id, db.select({ id: eventsTags.event_id }).from(eventsTags).where(eq(eventsTags.tag_id, tagId))),
    eventIds?.length ? inArray(events.id, eventIds) : undefined,
  ];
  const rows = await db
    .select({
      id: events.id,
      name: events.name,
      subline: events.subline,
      slug: events.slug,
      date_start: events.date_start,
      date_end: events.date_end,
      image: events.image,
      ticket_url: events.ticket_url,
      id_jet: events.id_jet,
      // Offered seat groups take bookings even when free (001 §5).
      sells: sql<boolean>`exists (select 1 from ${prices} where ${prices.event_id} = ${events.id} and ${prices.price} > 0)
        or exists (select 1 from ${seatGroups} where ${seatGroups.event_id} = ${events.id} and ${seatGroups.status} <> ${AVAILABILITY.soldOut})`,
      room: rooms.name,
      exhibition_type: exhibitionTypes.name,
      is_free: sql<boolean>`coalesce((select bool_and(${prices.price} = 0) from ${prices} where ${prices.event_id} = ${events.id}), false)`,
    })
    .from(events)
    .leftJoin(rooms, eq(rooms.id, events.room_id))
    .leftJoin(exhibitionTypes, eq(exhibitionTypes.id, events.exhibition_type_id))
    .where(and(...conditions))
    .orderBy(asc(events.date_start), asc(events.id))
    .limit(Math.max(0, limit));

  return rows.map((row) => {
    const url = `/${lang}/kalender/${row.slug[lang]}/${row.id}`;
    return {
      id: row.id,
      name: row.name[lang],
      subline: orNull(row.subline[lang]),
      slug: row.slug[lang],
      url,
      date_start: row.date_start.toISOString(),
      date_end: row.date_end ? row.date_end.toISOString() : null,
      room: row.room ? row.room[lang] : null,
      exhibition_type: row.exhibition_type ? row.exhibition_type[lang] : null,
      image: imageForLang(row.image, lang),
      ticket_url: ticketLink({ ticket_url: row.ticket_url, id_jet: row.id_jet, url, sells: Boolean(row.sells) }),
      is_free: Boolean(row.is_free),
    };
  });
}

export interface LatestArticlesOptions {
  lang: Locale;
  limit: number;
  /** Only articles in these categories (an empty list means all). */
  categoryIds?: number[];
}

/** Online articles already published, newest first. */
export async function listLatestArticles(db: Db, options: LatestArticlesOptions): Promise<ArticleCard[]> {
  const { lang, limit, categoryIds } = options;
  const rows = await db
    .select({
      id: articles.id,
      title: articles.title,
      slug: articles.slug,
      teaser_text: articles.teaser_text,
      image: articles.image,
      published_at: articles.published_at,
      category: {
        id: articleCategories.id,
        name: articleCategories.name,
        slug: articleCategories.slug,
        style_name: articleCategories.style_name,
      },
    })
    .from(articles)
    .leftJoin(articleCategories, eq(articleCategories.id, articles.category_id))
    .where(and(
      eq(articles.is_online, true),
      lte(articles.published_at, sql`now()`),
      categoryIds?.length ? inArray(articles.category_id, categoryIds) : undefined,
    ))
    .orderBy(desc(articles.published_at), desc(articles.id))
    .limit(Math.max(0, limit));

  return rows.map((row) => ({
    id: row.id,
    title: row.title[lang],
    slug: row.slug[lang],
    url: `/${lang}/stories/${row.slug[lang]}/${row.id}`,
    teaser_text: orNull(row.teaser_text[lang]),
    image: imageForLang(row.image, lang),
    category: row.category
      ? { id: row.category.id, name: row.category.name[lang], slug: row.category.slug[lang], style_name: row.category.style_name }
      : null,
    published_at: row.published_at.toISOString(),
  }));
}

export interface VenueCardsOptions {
  lang: Locale;
  ids: number[];
}

/** The online venues among `ids`, in the order of `ids` (the editor's order). */
export async function getVenueCards(db: Db, options: VenueCardsOptions): Promise<VenueCard[]> {
  const { lang, ids } = options;
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(venues)
    .where(and(eq(venues.is_online, true), inArray(venues.id, ids)));
  const byId = new Map(rows.map((row) => [row.id, row]));

  return [...new Set(ids)].flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [{
      id: row.id,
      name: row.name[lang],
      slug: row.slug[lang],
      url: `/${lang}/venues/${row.slug[lang]}/${row.id}`,
      address: orNull(row.address ?? undefined),
      description: orNull(row.description[lang]),
      image: imageForLang(row.image, lang),
    }];
  });
}

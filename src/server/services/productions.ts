import "server-only";
import { and, asc, eq, gte, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { ProductionItem } from "@schemas/api/programme-details";
import type { TypeKey } from "@schemas/api/query-fields";
import { imageForLang } from "@schemas/entities/media";
import type { Locale } from "@schemas/rules/localized";
import type { Db } from "../db/open";
import { eventTags, exhibitionTypes, productions, productionsTags, seasons, venues } from "../db/schema/programme";
import { entityLink, productionUrl, ref, venueUrl } from "./links";

export interface ProductionFilter {
  season?: number;
  type?: TypeKey;
  tag?: number;
  /** Productions not over by this day ("YYYY-MM-DD"); undated ones always match. */
  from?: string;
}

export function productionConditions(db: Db, filter: ProductionFilter): SQL {
  const { type, from } = filter;
  return and(
    eq(productions.is_online, true),
    filter.season === undefined ? undefined : eq(productions.season_id, filter.season),
    type === undefined
      ? undefined
      : "id" in type
        ? eq(productions.exhibition_type_id, type.id)
        : inArray(productions.exhibition_type_id, db.select({ id: exhibitionTypes.id }).from(exhibitionTypes).where(eq(exhibitionTypes.slug, type.slug))),
    filter.tag === undefined
      ? undefined
      : sql`exists (select 1 from ${productionsTags} where ${productionsTags.production_id} = ${productions.id} and ${productionsTags.tag_id} = ${filter.tag})`,
    from === undefined
      ? undefined
      : or(gte(sql`coalesce(${productions.date_end}, ${productions.date_start})`, from), and(isNull(productions.date_start), isNull(productions.date_end))),
  )!;
}

const columns = {
  id: productions.id, name: productions.name, subline: productions.subline, teaser_text: productions.teaser_text,
  slug: productions.slug, date_start: productions.date_start, date_end: productions.date_end, image: productions.image,
  ticket_url: productions.ticket_url, sticky_booking: productions.sticky_booking,
  season: { id: seasons.id, name: seasons.name },
  type: { slug: exhibitionTypes.slug, name: exhibitionTypes.name },
  venue: { id: venues.id, name: venues.name, slug: venues.slug },
};

export const selectProductionRows = (db: Db) =>
  db.select(columns).from(productions)
    .leftJoin(seasons, eq(seasons.id, productions.season_id))
    .leftJoin(exhibitionTypes, eq(exhibitionTypes.id, productions.exhibition_type_id))
    .leftJoin(venues, eq(venues.id, productions.venue_id))
    .$dynamic();

type ProductionRow = Awaited<ReturnType<ReturnType<typeof selectProductionRows>["execute"]>>[number];

export async function toProductionItems(db: Db, rows: readonly ProductionRow[], lang: Locale): Promise<ProductionItem[]> {
  const ids = rows.map((row) => row.id);
  const tags = ids.length
    ? await db.select({ production_id: productionsTags.production_id, id: eventTags.id, name: eventTags.name }).from(productionsTags)
      .innerJoin(eventTags, eq(eventTags.id, productionsTags.tag_id)).where(inArray(productionsTags.production_id, ids))
      .orderBy(asc(eventTags.position), asc(eventTags.id))
    : [];
  return rows.map((row) => ({
    id: row.id,
    xtype: "production",
    name: row.name[lang],
    subline: row.subline[lang],
    teaser_text: row.teaser_text[lang],
    slug: row.slug[lang],
    url: productionUrl(lang, row.slug[lang], row.id),
    date_start: row.date_start,
    date_end: row.date_end,
    image: imageForLang(row.image, lang),
    ticket_url: row.ticket_url,
    season: ref(row.season, lang),
    exhibition_type: row.type ? { id: row.type.slug, name: row.type.name[lang] } : null,
    venue: entityLink(row.venue, lang, venueUrl),
    tags: tags.filter((tag) => tag.production_id === row.id).map((tag) => ({ id: tag.id, name: tag.name[lang] })),
    sticky_booking: row.sticky_booking,
  }));
}

/** Productions in order of their start (undated last), then id: a total order for paging. */
export async function listProductions(db: Db, options: { lang: Locale; filter: ProductionFilter; offset: number; limit: number }) {
  const { lang, filter, offset, limit } = options;
  const rows = await selectProductionRows(db).where(productionConditions(db, filter))
    .orderBy(sql`${productions.date_start} asc nulls last`, asc(productions.id)).limit(limit + 1).offset(offset);
  return { results: await toProductionItems(db, rows.slice(0, limit), lang), hasMore: rows.length > limit };
}

export const countProductions = (db: Db, filter: ProductionFilter) => db.$count(productions, productionConditions(db, filter));

import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { SearchCategory } from "@schemas/api/search";
import type { Locale } from "@schemas/rules/localized";
import { articles } from "@/server/db/schema/magazine";
import { pages, pageTranslations, publishedContainers } from "@/server/db/schema/pages";
import { events, people, productions, series, venues } from "@/server/db/schema/programme";
import { TS_CONFIG } from "@/server/db/schema/search-columns";
import { CONTENT_TYPES } from "../content-types";

/*
 * What each search category matches, as one SELECT kind, id, rank per category; search.ts
 * unions the ones asked for. Every match is a GIN index lookup on a generated tsvector
 * column (src/server/db/schema/search-columns.ts). Pages and articles also match through the
 * text of their published modules (published_containers.search); a module hit counts a little less than a hit in
 * the title or teaser. ts_rank's normalisation 32 (rank / (rank + 1)) keeps the ranks of
 * different tables in one range so they can be ordered together.
 */

export interface MatchContext {
  lang: Locale;
  /** The parsed query: websearch_to_tsquery in the language's configuration. */
  query: SQL;
  /** Events are found from here on (upcoming and running ones). */
  from: Date;
}

export const tsQuery = (lang: Locale, text: string): SQL =>
  sql`websearch_to_tsquery(${sql.raw(`'${TS_CONFIG[lang]}'::regconfig`)}, ${text})`;

const MODULE_WEIGHT = 0.8;

const vector = <T extends { search_de: unknown; search_en: unknown }>(table: T, lang: Locale) => (lang === "de" ? table.search_de : table.search_en);

const simple = (kind: SearchCategory, table: typeof productions | typeof people | typeof venues | typeof series, ctx: MatchContext) => {
  const column = vector(table, ctx.lang);
  return sql`select ${kind}::text as kind, ${table.id} as id, ts_rank(${column}, ${ctx.query}, 32) as rank
    from ${table} where ${column} @@ ${ctx.query} and ${table.is_online}`;
};

/** Rows of an owner (article, page) matched in its own columns or in its modules' text. */
const withModules = (ownHits: SQL, contentType: string, ctx: MatchContext) => sql`
  ${ownHits}
  union all
  select ${publishedContainers.object_id} as id, ts_rank(${publishedContainers.search}, ${ctx.query}, 32) * ${MODULE_WEIGHT} as rank
    from ${publishedContainers}
    where ${publishedContainers.search} @@ ${ctx.query} and ${publishedContainers.content_type} = ${contentType} and ${publishedContainers.lang} = ${ctx.lang}`;

export const MATCHERS: Record<SearchCategory, (ctx: MatchContext) => SQL> = {
  events: (ctx) => {
    const column = vector(events, ctx.lang);
    return sql`select 'events'::text as kind, ${events.id} as id, ts_rank(${column}, ${ctx.query}, 32) as rank
      from ${events} where ${column} @@ ${ctx.query} and ${events.is_online}
      and coalesce(${events.date_end}, ${events.date_start}) >= ${ctx.from}`;
  },
  productions: (ctx) => simple("productions", productions, ctx),
  people: (ctx) => simple("people", people, ctx),
  venues: (ctx) => simple("venues", venues, ctx),
  series: (ctx) => simple("series", series, ctx),
  articles: (ctx) => {
    const column = vector(articles, ctx.lang);
    const own = sql`select ${articles.id} as id, ts_rank(${column}, ${ctx.query}, 32) as rank from ${articles} where ${column} @@ ${ctx.query}`;
    return sql`select 'articles'::text as kind, hits.id, max(hits.rank) as rank
      from (${withModules(own, CONTENT_TYPES.article, ctx)}) hits
      join ${articles} on ${articles.id} = hits.id
      where ${articles.is_online} and ${articles.published_at} <= now()
      group by hits.id`;
  },
  pages: (ctx) => {
    const own = sql`select ${pageTranslations.page_id} as id, ts_rank(${pageTranslations.search}, ${ctx.query}, 32) as rank
      from ${pageTranslations} where ${pageTranslations.search} @@ ${ctx.query} and ${pageTranslations.lang} = ${ctx.lang}`;
    return sql`select 'pages'::text as kind, hits.id, max(hits.rank) as rank
      from (${withModules(own, CONTENT_TYPES.page, ctx)}) hits
      join ${pages} on ${pages.id} = hits.id
      where ${pages.is_online} and ${pages.deleted_at} is null
      group by hits.id`;
  },
};

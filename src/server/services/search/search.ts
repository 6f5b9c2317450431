import "server-only";
import { sql } from "drizzle-orm";
import { SEARCH_CATEGORIES, type SearchCategory, type SearchResult } from "@schemas/api/search";
import type { Locale } from "@schemas/rules/localized";
import type { Db } from "@/server/db/open";
import { berlinDay, dayStart } from "@schemas/rules/dates";
import { MATCHERS, tsQuery, type MatchContext } from "./documents";
import { HIT_READERS } from "./hits";

export interface SearchOptions {
  lang: Locale;
  q: string;
  /** The categories the results come from. */
  categories: readonly SearchCategory[];
  /** Further categories to count (the search page's tabs); `categories` are always counted. */
  countCategories?: readonly SearchCategory[];
  offset: number;
  limit: number;
  now?: Date;
}

export interface SearchOutcome {
  counts: { id: SearchCategory; count: number }[];
  total: number;
  results: SearchResult[];
}

/**
 * Full-text search over the site in one language: stemming by the language's configuration
 * ("Ausstellungen" finds "Ausstellung"), websearch syntax ("quoted phrases", or, -word),
 * results of all categories ordered together by rank, then category and id (a total order,
 * so pages neither repeat nor skip a result).
 */
export async function searchSite(db: Db, options: SearchOptions): Promise<SearchOutcome> {
  const { lang, q, categories, offset, limit } = options;
  const counting = new Set([...categories, ...(options.countCategories ?? [])]);
  const countCategories = SEARCH_CATEGORIES.filter((kind) => counting.has(kind));
  const empty = { counts: countCategories.map((id) => ({ id, count: 0 })), total: 0, results: [] };
  if (!q.trim() || categories.length === 0) return empty;

  const ctx: MatchContext = { lang, query: tsQuery(lang, q), from: dayStart(berlinDay(options.now ?? new Date())) };
  const union = (kinds: readonly SearchCategory[]) => sql.join(kinds.map((kind) => sql`(${MATCHERS[kind](ctx)})`), sql` union all `);
  const order = sql.raw(SEARCH_CATEGORIES.map((category, index) => `when '${category}' then ${index}`).join(" "));

  const counted = await db.select({ kind: sql<SearchCategory>`m.kind`, count: sql<number>`count(*)::int` })
    .from(sql`(${union(countCategories)}) m`).groupBy(sql`m.kind`);
  const countOf = new Map(counted.map((row) => [row.kind, Number(row.count)]));
  const counts = countCategories.map((id) => ({ id, count: countOf.get(id) ?? 0 }));
  const total = categories.reduce((sum, kind) => sum + (countOf.get(kind) ?? 0), 0);
  if (total === 0 || offset >= total) return { counts, total, results: [] };

  const page = await db.select({ kind: sql<SearchCategory>`m.kind`, id: sql<number>`m.id` })
    .from(sql`(${union(categories)}) m`).orderBy(sql`m.rank desc`, sql`case m.kind ${order} end`, sql`m.id`).limit(limit).offset(offset);
  const rows = page.map((row) => ({ kind: row.kind, id: Number(row.id) }));
  const byKind = new Map<SearchCategory, number[]>();
  for (const row of rows) byKind.set(row.kind, [...(byKind.get(row.kind) ?? []), row.id]);

  const hits = new Map<string, SearchResult>();
  await Promise.all([...byKind.entries()].map(async ([kind, ids]) => {
    for (const hit of await HIT_READERS[kind](db, ids, lang, ctx.query)) hits.set(`${kind}:${hit.id}`, { type: kind, ...hit });
  }));
  return { counts, total, results: rows.flatMap((row) => hits.get(`${row.kind}:${row.id}`) ?? []) };
}

import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { AUTOCOMPLETE_LIMIT } from "@schemas/api/search";
import type { Locale } from "@schemas/rules/localized";
import type { Db } from "@/server/db/open";
import { translation } from "@/server/db/schema/search-columns";
import { berlinDay, dayStart } from "@schemas/rules/dates";

/*
 * Autocomplete (000 §4, §5): titles of what the search can find, matched by pg_trgm word
 * similarity against the lowercased text, so a typo still finds its word ("ausstelung" →
 * "Ausstellung ..."). Each source is matched on lower(title) with the expression the trigram
 * indexes are built on (src/server/db/schema/search-columns.ts), so the lookup is an index
 * scan. Events and articles are matched by their distinct titles (search_titles), so a tour
 * with a thousand dates is one candidate, not a thousand. Word similarity also matches one
 * or two letters ("fü" → "Führung"). Titles that contain the text, and most of all start
 * with it, come first.
 */

interface Source {
  /** lower(title) exactly as indexed, and the title as shown. */
  key: SQL;
  title: SQL;
  from: SQL;
  where: SQL;
}

const localizedSource = (table: string, column: string, lang: Locale, where: SQL): Source => ({
  key: sql`lower(${translation(column, lang)})`,
  title: translation(column, lang),
  from: sql`${sql.identifier(table)}`,
  where,
});

function sources(lang: Locale, from: Date): Source[] {
  const name = sql`${sql.identifier("first_name")} || ' ' || ${sql.identifier("last_name")}`;
  return [
    {
      // One row per distinct event or article title (search_titles), if a visible row has it.
      key: sql`lower(${sql.identifier("title")})`,
      title: sql`${sql.identifier("title")}`,
      from: sql`search_titles`,
      where: sql`search_titles.lang = ${lang} and case search_titles.kind
        when 'event' then exists (select 1 from events where ${translation("name", lang)} = search_titles.title
          and coalesce(events.date_end, events.date_start) >= ${from} and events.is_online)
        when 'article' then exists (select 1 from articles where ${translation("title", lang)} = search_titles.title
          and articles.published_at <= now() and articles.is_online)
        else false end`,
    },
    localizedSource("productions", "name", lang, sql`is_online`),
    localizedSource("series", "name", lang, sql`is_online`),
    localizedSource("venues", "name", lang, sql`is_online`),
    { key: sql`lower(${name})`, title: name, from: sql`people`, where: sql`is_online` },
    {
      key: sql`lower(${sql.identifier("title")})`,
      title: sql`${sql.identifier("title")}`,
      from: sql`page_translations join pages on pages.id = page_translations.page_id`,
      where: sql`page_translations.lang = ${lang} and pages.is_online and pages.deleted_at is null`,
    },
  ];
}

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Up to eight distinct titles for the typed text (already lowercased by the schema). */
export async function autocomplete(db: Db, options: { lang: Locale; q: string; now?: Date }): Promise<string[]> {
  const q = options.q.trim();
  if (!q) return [];
  const contains = `%${likeEscape(q)}%`;
  const starts = `${likeEscape(q)}%`;
  const from = dayStart(berlinDay(options.now ?? new Date()));
  const branches = sources(options.lang, from).map(({ key, title, from: table, where }) => sql`
    select ${title} as term,
      word_similarity(${q}, ${key}) + case when ${key} like ${starts} then 1 when ${key} like ${contains} then 0.5 else 0 end as score
    from ${table}
    where ${key} %> ${q} and ${where}`);
  const rows = await db.select({ term: sql<string>`s.term` })
    .from(sql`(${sql.join(branches, sql` union all `)}) s`)
    .where(sql`s.term <> ''`)
    .groupBy(sql`s.term`)
    .orderBy(sql`max(s.score) desc`, sql`s.term`)
    .limit(AUTOCOMPLETE_LIMIT);
  return rows.map((row) => row.term);
}

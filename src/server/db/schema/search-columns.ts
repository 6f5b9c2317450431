import { sql, type SQL } from "drizzle-orm";
import { customType, index, text, type AnyPgColumn } from "drizzle-orm/pg-core";
import type { Locale } from "@schemas/rules/localized";

/*
 * Full-text search lives in the tables themselves: every searchable row carries a generated
 * tsvector per language (a section's from the search text the application stores with it) (PostgreSQL computes it on every INSERT and UPDATE, whoever writes:
 * services, the seed, a migration or psql), indexed with GIN. No search table to keep in step
 * and no reindex job. The text-search configuration stems per language ("Ausstellungen" and
 * "Ausstellung" share the lexeme "ausstell").
 *
 * Autocomplete matches titles with pg_trgm (typo-tolerant word similarity) on expression
 * indexes over lower(title). The extension is created by the first migration
 * (0000_extensions.sql), which must stay before the generated init migration.
 */

export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const TS_CONFIG: Record<Locale, "german" | "english"> = { de: "german", en: "english" };

export type Weight = "A" | "B" | "C" | "D";

/** A text expression of the row (a column, or a JSON path into one). */
type Part = readonly [text: SQL, weight: Weight];

/** setweight(to_tsvector(cfg, coalesce(text, '')), w) || ... — immutable, so it can be generated. */
export function weightedVector(lang: Locale, parts: readonly Part[]): SQL {
  const config = sql.raw(`'${TS_CONFIG[lang]}'::regconfig`);
  return sql.join(
    parts.map(([text, weight]) => sql`setweight(to_tsvector(${config}, coalesce(${text}, '')), ${sql.raw(`'${weight}'`)})`),
    sql` || `,
  );
}

/** The translation of a localized jsonb column, by its SQL name: `name`->>'de'. */
export const translation = (column: string, lang: Locale): SQL => sql`${sql.identifier(column)}->>${sql.raw(`'${lang}'`)}`;

/** search_de / search_en over the same localized fields, each with its own configuration. */
export function localizedSearchColumns(fields: readonly (readonly [column: string, weight: Weight])[]) {
  const vector = (lang: Locale) => weightedVector(lang, fields.map(([column, weight]) => [translation(column, lang), weight] as const));
  return {
    search_de: tsvector("search_de").notNull().generatedAlwaysAs(vector("de")),
    search_en: tsvector("search_en").notNull().generatedAlwaysAs(vector("en")),
  };
}

/** GIN indexes for the two search columns of a table. */
export const searchIndexes = (table: string, t: { search_de: AnyPgColumn; search_en: AnyPgColumn }) => [
  index(`${table}_search_de_idx`).using("gin", t.search_de),
  index(`${table}_search_en_idx`).using("gin", t.search_en),
];

/** Trigram indexes on lower(title) per language, for autocomplete's similarity operator. */
export const titleTrigramIndexes = (table: string, column: string) =>
  (["de", "en"] as const).map((lang) =>
    index(`${table}_${column}_${lang}_trgm_idx`).using("gin", sql`lower(${translation(column, lang)}) gin_trgm_ops`));

/** A row in one language (`lang` column): the vector uses that language's configuration. */
export const byRowLanguage = (vector: (lang: Locale) => SQL): SQL =>
  sql`case when ${sql.identifier("lang")} = 'en' then ${vector("en")} else ${vector("de")} end`;

/**
 * A table of sections (containers, and any copy of them): the text of the modules' searchable
 * fields, computed in application code when a section is written (modules/search-text.ts),
 * and its vector in the row's language. One builder, so every such table indexes alike.
 */
export const sectionSearchColumns = () => ({
  search_text: text("search_text").notNull(),
  search: tsvector("search").notNull().generatedAlwaysAs(byRowLanguage((lang) => weightedVector(lang, [[sql`${sql.identifier("search_text")}`, "D"]]))),
});

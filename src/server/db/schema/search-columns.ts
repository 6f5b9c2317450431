import { sql, type SQL } from "drizzle-orm";
import { customType, index, type AnyPgColumn } from "drizzle-orm/pg-core";
import type { Locale } from "../../../../schemas/rules/localized";

/*
 * Full-text search lives in the tables themselves: every searchable row carries a generated
 * tsvector per language (PostgreSQL computes it on every INSERT and UPDATE, whoever writes:
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

/**
 * The visible text of a container's modules as a JSON array of strings: the values of the
 * text-bearing keys anywhere in the section (strict mode, so arrays are not walked twice).
 * Keys such as src, anchor, extra_class or type are left out: they are not what a visitor reads.
 */
export const MODULE_TEXT_KEYS = [
  "headline", "preline", "subline", "content", "text", "title", "question", "answer", "caption", "credit",
  "link_text", "button_text", "author", "name",
] as const;

export const moduleTextPath = `strict $.** ? (@.type() == "object").keyvalue() ? (@.key like_regex "^(${MODULE_TEXT_KEYS.join("|")})$").value ? (@.type() == "string")`;

export const moduleTextArray = (dataColumn: string): SQL =>
  sql`jsonb_path_query_array(${sql.identifier(dataColumn)}, ${sql.raw(`'${moduleTextPath}'`)})`;

/** A row in one language (`lang` column): the vector uses that language's configuration. */
export const byRowLanguage = (vector: (lang: Locale) => SQL): SQL =>
  sql`case when ${sql.identifier("lang")} = 'en' then ${vector("en")} else ${vector("de")} end`;

import "server-only";
import { eq, getTableColumns, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgInsertValue, PgTable } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Locale, Localized } from "@schemas/rules/localized";
import type { EntityKey } from "@schemas/entities/entity-kinds";
import type { Db, Tx } from "../db/open";
import type { Relation } from "./relations";

export const PAGE_SIZE = 50;

export interface ListQuery {
  q?: string;
  page: number;
}

export interface ListRow {
  id: number;
  name: string;
  /** A date to tell rows apart (an event's start, a story's publication), ISO; null if none. */
  when: string | null;
  is_online: boolean;
  /** The visitor's page of the row in the list's language. */
  url: string;
}

export interface ListPage {
  rows: ListRow[];
  page: number;
  hasNext: boolean;
}

/** One editable entity kind: the generic list, read and write over its table. */
export interface EntityKind {
  key: EntityKey;
  schema: z.ZodObject;
  /** What a change makes stale: its own tag, and the CMS pages whose modules list it. */
  tags: readonly string[];
  /** A cross-field rule (end after start), re-checked on the stored row merged with the change. */
  rule?: (value: Record<string, unknown>, ctx: z.RefinementCtx) => void;
  list(db: Db, lang: Locale, query: ListQuery): Promise<ListPage>;
  /** The row as the change form's values (ISO strings for dates, link tables included), or null. */
  read(db: Db | Tx, id: number): Promise<Record<string, unknown> | null>;
  /** Lock the row for the transaction's write; false when there is none. */
  lock(tx: Tx, id: number): Promise<boolean>;
  write(tx: Tx, id: number, data: Record<string, unknown>): Promise<void>;
  /** Insert a new row with the given fields (link tables included); answers its id. */
  insert(tx: Tx, data: Record<string, unknown>): Promise<number>;
  /** Delete the row; its link tables go by their foreign keys' cascade. */
  remove(tx: Tx, id: number): Promise<void>;
  publicUrl(lang: Locale, row: { id: number; slug: Localized<string> }): string;
}

type EntityTable = PgTable & { id: PgColumn; slug: PgColumn; is_online: PgColumn };

interface TableKindConfig<T extends EntityTable> {
  key: EntityKey;
  schema: z.ZodObject;
  table: T;
  tags: readonly string[];
  /** The row's name in a language, as shown in the list and searched. */
  name: (lang: Locale) => SQL;
  order: (SQL | PgColumn)[];
  when?: PgColumn;
  url: (lang: Locale, slug: string, id: number) => string;
  relations?: Relation[];
  rule?: EntityKind["rule"];
}

/** LIKE pattern of a search text, its wildcards taken literally. */
const containsPattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const toIso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/** A kind over one table whose columns carry the schema's field names. */
export function tableKind<T extends EntityTable>(config: TableKindConfig<T>): EntityKind {
  const { table, schema } = config;
  const columns: Record<string, PgColumn> = getTableColumns(table);
  const relations = config.relations ?? [];
  const fieldKeys = Object.keys(schema.shape);
  const publicUrl = (lang: Locale, row: { id: number; slug: Localized<string> }) => config.url(lang, row.slug[lang], row.id);

  /** The fields that are columns of the table, as the columns take them. */
  const columnValues = (data: Record<string, unknown>) => {
    const values: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(data)) {
      const column = columns[key];
      if (!column) continue;
      // Timestamp columns take Date objects; the schemas speak ISO strings.
      values[key] = column.dataType === "date" && typeof value === "string" ? new Date(value) : value;
    }
    return values;
  };

  return {
    key: config.key,
    schema,
    tags: config.tags,
    rule: config.rule,
    publicUrl,
    async list(db, lang, { q, page }) {
      const text = q?.trim();
      // Both languages' names: an editor finds "Lange Nacht" from the English list too.
      const where = text ? or(...(["de", "en"] as const).map((l) => sql`lower(${config.name(l)}) like ${containsPattern(text)}`)) : undefined;
      const rows = await db
        .select({ id: table.id, name: sql<string>`${config.name(lang)}`, slug: table.slug, is_online: table.is_online, when: config.when ?? sql`null` })
        .from(table as PgTable)
        .where(where)
        .orderBy(...config.order, table.id)
        .limit(PAGE_SIZE + 1)
        .offset((page - 1) * PAGE_SIZE);
      return {
        page,
        hasNext: rows.length > PAGE_SIZE,
        rows: rows.slice(0, PAGE_SIZE).map((row) => ({
          id: Number(row.id),
          name: String(row.name ?? ""),
          when: (toIso(row.when) as string | null) ?? null,
          is_online: Boolean(row.is_online),
          url: publicUrl(lang, { id: Number(row.id), slug: row.slug as Localized<string> }),
        })),
      };
    },
    async read(db, id) {
      const [row] = await db.select().from(table as PgTable).where(eq(table.id, id));
      if (!row) return null;
      const stored = row as Record<string, unknown>;
      const values: Record<string, unknown> = { id };
      for (const key of fieldKeys) if (key in columns) values[key] = toIso(stored[key]);
      for (const relation of relations) values[relation.key] = await relation.read(db, id);
      return values;
    },
    async lock(tx, id) {
      const rows = await tx.select({ id: table.id }).from(table as PgTable).where(eq(table.id, id)).for("update");
      return rows.length > 0;
    },
    async write(tx, id, data) {
      const set = columnValues(data);
      if (columns.updated_at) set.updated_at = new Date();
      if (Object.keys(set).length) await tx.update(table).set(set as Parameters<ReturnType<typeof tx.update<T>>["set"]>[0]).where(eq(table.id, id));
      for (const relation of relations) if (relation.key in data) await relation.write(tx, id, data[relation.key]);
    },
    async insert(tx, data) {
      const [row] = await tx.insert(table).values(columnValues(data) as PgInsertValue<T>).returning({ id: table.id });
      const id = Number(row!.id);
      for (const relation of relations) if (relation.key in data) await relation.write(tx, id, data[relation.key]);
      return id;
    },
    async remove(tx, id) {
      await tx.delete(table).where(eq(table.id, id));
    },
  };
}

import type { PgColumn, PgInsertValue, PgTable } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Db } from "@/server/db/open";

/**
 * Rows per INSERT. PostgreSQL allows 65,535 bind parameters per statement; the widest seed
 * table has about 30 columns, so 500 rows stay well below while keeping round trips few.
 */
export const BATCH_SIZE = 500;

export function chunks<T>(items: readonly T[], size = BATCH_SIZE): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}

/** Multi-row inserts, in batches. */
export async function insertRows<T extends PgTable>(db: Db, table: T, rows: PgInsertValue<T>[]): Promise<void> {
  for (const batch of chunks(rows)) await db.insert(table).values(batch);
}

/**
 * Multi-row inserts that return the new ids in the order of `rows` (PostgreSQL returns the
 * rows of a single INSERT … VALUES in the order they were given).
 */
export async function insertIds<T extends PgTable & { id: PgColumn }>(db: Db, table: T, rows: PgInsertValue<T>[]): Promise<number[]> {
  const ids: number[] = [];
  for (const batch of chunks(rows)) {
    const inserted = await db.insert(table).values(batch).returning({ id: table.id });
    for (const row of inserted) ids.push(Number(row.id));
  }
  return ids;
}

/** Parse seed input through an entity's create schema, naming the entity when it fails. */
export function parseWith<S extends z.ZodType>(schema: S, input: z.input<S>, what: string): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    throw new Error(`Seed ${what} fails its schema: ${parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ")}`);
  }
  return parsed.data;
}

/** Date columns take Date objects; the schemas speak ISO strings. */
export const toDate = (value: string | null | undefined) => (value ? new Date(value) : null);

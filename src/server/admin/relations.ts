import "server-only";
import { asc, eq } from "drizzle-orm";
import type { PgColumn, PgInsertValue, PgTable } from "drizzle-orm/pg-core";
import type { Contributor } from "@schemas/entities/person";
import type { Db, Tx } from "../db/open";

/**
 * A field of an entity's form that lives in a link table rather than in a column (tag_ids,
 * contributors): read into the form's value, and replaced as a whole when the form sends it.
 */
export interface Relation {
  key: string;
  read(db: Db | Tx, id: number): Promise<unknown>;
  write(tx: Tx, id: number, value: unknown): Promise<void>;
}

/** Tag ids in a link table (events_tags ...), kept in id order. */
export function tagLinks<T extends PgTable>(
  key: string,
  table: T,
  columns: { owner: PgColumn; tag: PgColumn },
  row: (ownerId: number, tagId: number) => PgInsertValue<T>,
): Relation {
  return {
    key,
    async read(db, id) {
      const rows = await db.select({ tag: columns.tag }).from(table as PgTable).where(eq(columns.owner, id)).orderBy(asc(columns.tag));
      return rows.map((item) => Number(item.tag));
    },
    async write(tx, id, value) {
      const ids = [...new Set(Array.isArray(value) ? value.filter((item): item is number => typeof item === "number") : [])];
      await tx.delete(table).where(eq(columns.owner, id));
      if (ids.length) await tx.insert(table).values(ids.map((tagId) => row(id, tagId)));
    },
  };
}

/** Contributors (person and part) in display order (events_people, productions_people). */
export function contributorLinks<T extends PgTable>(
  table: T,
  columns: { owner: PgColumn; person: PgColumn; role: PgColumn; position: PgColumn },
  row: (ownerId: number, item: Contributor, position: number) => PgInsertValue<T>,
): Relation {
  return {
    key: "contributors",
    async read(db, id) {
      const rows = await db.select({ person_id: columns.person, role: columns.role }).from(table as PgTable)
        .where(eq(columns.owner, id)).orderBy(asc(columns.position));
      return rows;
    },
    async write(tx, id, value) {
      const items = (Array.isArray(value) ? value : []) as Contributor[];
      await tx.delete(table).where(eq(columns.owner, id));
      if (items.length) await tx.insert(table).values(items.map((item, position) => row(id, item, position)));
    },
  };
}

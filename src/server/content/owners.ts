import "server-only";
import { and, eq, isNull, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { ContainerOwnerType } from "@schemas/api/editor";
import type { Db, Tx } from "../db/open";
import { articles, events, forms, pages, people, productions, series, venues } from "../db/schema";
import { NotFoundError } from "../errors";

interface OwnerKind {
  table: PgTable;
  id: AnyPgColumn;
  /** Rows that take no writes though they exist (a page in the trash). */
  live?: SQL;
}

/** The tables behind each owner content type (schemas/api/editor.ts CONTAINER_OWNER_TYPES). */
const OWNERS: Record<ContainerOwnerType, OwnerKind> = {
  "cms.page": { table: pages, id: pages.id, live: isNull(pages.deleted_at) },
  "magazine.article": { table: articles, id: articles.id },
  "programme.event": { table: events, id: events.id },
  "programme.production": { table: productions, id: productions.id },
  "programme.person": { table: people, id: people.id },
  "programme.venue": { table: venues, id: venues.id },
  "programme.series": { table: series, id: series.id },
  "forms.form": { table: forms, id: forms.id },
};

/** Refuse sections for an owner that does not exist or is in the trash (404), inside the writing transaction. */
export async function assertOwnerExists(tx: Db | Tx, contentType: ContainerOwnerType, objectId: number): Promise<void> {
  const { table, id, live } = OWNERS[contentType];
  // An editor still on a page a colleague moved to the trash gets a 404, not a hidden write.
  const [row] = await tx.select({ id }).from(table).where(and(eq(id, objectId), live)).limit(1);
  if (!row) throw new NotFoundError(`${contentType} ${objectId} not found`);
}

/**
 * Lock an owner's row for the rest of the transaction (404 when it is gone, or in the trash
 * unless `trashed` is allowed): publishing, discarding and scheduling one owner run one after
 * the other, never interleaved.
 */
export async function lockOwner(tx: Tx, contentType: ContainerOwnerType, objectId: number, options: { trashed?: boolean } = {}): Promise<void> {
  const { table, id, live } = OWNERS[contentType];
  const [row] = await tx.select({ id }).from(table).where(and(eq(id, objectId), options.trashed ? undefined : live)).for("update");
  if (!row) throw new NotFoundError(`${contentType} ${objectId} not found`);
}

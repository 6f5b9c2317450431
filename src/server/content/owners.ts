import "server-only";
import { and, eq, isNull, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { ContainerOwnerType } from "../../../schemas/api/editor";
import type { Db, Tx } from "../db/open";
import { articles, events, forms, pages, people, productions, series, venues } from "../db/schema";
import { NotFoundError } from "../errors";
import { TAGS } from "../cache-tags";

interface OwnerKind {
  table: PgTable;
  id: AnyPgColumn;
  /** The cache tag of what a change to its sections makes stale. */
  tag: string;
  /** Rows that take no writes though they exist (a page in the trash). */
  live?: SQL;
}

/** The tables behind each owner content type (schemas/api/editor.ts CONTAINER_OWNER_TYPES). */
const OWNERS: Record<ContainerOwnerType, OwnerKind> = {
  "cms.page": { table: pages, id: pages.id, tag: TAGS.pages, live: isNull(pages.deleted_at) },
  "magazine.article": { table: articles, id: articles.id, tag: TAGS.articles },
  "programme.event": { table: events, id: events.id, tag: TAGS.events },
  "programme.production": { table: productions, id: productions.id, tag: TAGS.productions },
  "programme.person": { table: people, id: people.id, tag: TAGS.people },
  "programme.venue": { table: venues, id: venues.id, tag: TAGS.venues },
  "programme.series": { table: series, id: series.id, tag: TAGS.series },
  "forms.form": { table: forms, id: forms.id, tag: TAGS.forms },
};

const isOwnerType = (type: string): type is ContainerOwnerType => Object.hasOwn(OWNERS, type);

/** The cache tag a change to an owner's sections revalidates. */
export const ownerTag = (contentType: string) => (isOwnerType(contentType) ? OWNERS[contentType].tag : TAGS.pages);

/** Refuse sections for an owner that does not exist or is in the trash (404), inside the writing transaction. */
export async function assertOwnerExists(tx: Db | Tx, contentType: ContainerOwnerType, objectId: number): Promise<void> {
  const { table, id, live } = OWNERS[contentType];
  // An editor still on a page a colleague moved to the trash gets a 404, not a hidden write.
  const [row] = await tx.select({ id }).from(table).where(and(eq(id, objectId), live)).limit(1);
  if (!row) throw new NotFoundError(`${contentType} ${objectId} not found`);
}

import "server-only";
import { and, eq } from "drizzle-orm";
import type { DeletableKey } from "@schemas/entities/entity-kinds";
import type { Db } from "../db/open";
import { containers, publications, publishedContainers } from "../db/schema";
import { NotFoundError } from "../errors";
import { formFileTokens, removeFormFiles } from "../forms/temp-files";
import { revalidate } from "../revalidate";
import { findReferences, ownSectionsOf, type EntityReference } from "./entity-references";
import { ENTITY_KINDS } from "./kinds";

export type DeleteOutcome = { deleted: true } | { deleted: false; references: EntityReference[] };

/**
 * Delete one entity from the dashboard, or refuse while other content uses it (events at a
 * venue, a person among contributors, a venue module on a page): their foreign keys would
 * otherwise drop the link without a word. The row is locked first, so a concurrent save
 * cannot point at it between the check and the delete; its own sections (working and published) and its publishing plan go with it, all in
 * one transaction. A form takes its fields, submissions and uploaded files along (their rows by
 * cascade; the files' bytes once the delete is committed, so a rollback keeps them). 404 when there is no such row.
 */
export async function deleteEntity(db: Db, key: DeletableKey, id: number): Promise<DeleteOutcome> {
  const kind = ENTITY_KINDS[key];
  let files: string[] = [];
  const outcome = await db.transaction(async (tx): Promise<DeleteOutcome> => {
    if (!(await kind.lock(tx, id))) throw new NotFoundError(`${key} ${id} not found`);
    const references = await findReferences(tx, key, id);
    if (references.length) return { deleted: false, references };
    const owner = ownSectionsOf(key);
    for (const table of [containers, publishedContainers]) await tx.delete(table).where(and(eq(table.content_type, owner), eq(table.object_id, id)));
    await tx.delete(publications).where(and(eq(publications.content_type, owner), eq(publications.object_id, id)));
    if (key === "forms") files = await formFileTokens(tx, id);
    await kind.remove(tx, id);
    return { deleted: true };
  });
  if (outcome.deleted) {
    revalidate(...kind.tags);
    await removeFormFiles(files);
  }
  return outcome;
}

import "server-only";
import { CREATE_SCHEMAS, withDerivedSlugs, type CreatableKey } from "@schemas/entities/entity-kinds";
import type { Db } from "../db/open";
import { ValidationError } from "../errors";
import { revalidate } from "../revalidate";
import { ENTITY_KINDS } from "./kinds";
import { assertReferences } from "./references";
import { readEntity } from "./update-entity";

/**
 * Create one entity from the dashboard: checked with the kind's create schema (required
 * fields, the end after the start), a blank slug derived from the name, the references
 * checked, then the row and its link tables written in one transaction. A new entity starts
 * offline unless the editor said otherwise: it is prepared before visitors see it.
 * Answers the change form's values of the new row.
 */
export async function createEntity(db: Db, key: CreatableKey, input: unknown): Promise<Record<string, unknown>> {
  const kind = ENTITY_KINDS[key];
  const parsed = CREATE_SCHEMAS[key].safeParse(withDerivedSlugs(key, input));
  if (!parsed.success) throw new ValidationError(parsed.error);
  const data: Record<string, unknown> = { ...parsed.data, is_online: parsed.data.is_online ?? false };
  const id = await db.transaction(async (tx) => {
    await assertReferences(tx, kind.schema, data, 0);
    return kind.insert(tx, data);
  });
  revalidate(...kind.tags);
  return readEntity(db, key, id);
}

import "server-only";
import { z } from "zod";
import type { EntityKey } from "@schemas/entities/entity-kinds";
import type { Db } from "../db/open";
import { NotFoundError, ValidationError } from "../errors";
import { revalidate } from "../revalidate";
import { ENTITY_KINDS } from "./kinds";
import { assertReferences } from "./references";

/** The change form's values of one row; 404 when there is none. */
export async function readEntity(db: Db, key: EntityKey, id: number): Promise<Record<string, unknown>> {
  const values = await ENTITY_KINDS[key].read(db, id);
  if (!values) throw new NotFoundError(`${key} ${id} not found`);
  return values;
}

/**
 * Change one entity: only the fields sent, checked with the kind's update schema (the one the
 * change form uses), the cross-field rule re-checked on the stored row merged with the change,
 * the references checked, then the row and its link tables written in one transaction. The
 * search vectors are generated columns and the autocomplete titles kept by triggers, so the
 * search index follows the write; the cached pages are revalidated after the commit.
 */
export async function updateEntity(db: Db, key: EntityKey, id: number, input: unknown): Promise<Record<string, unknown>> {
  const kind = ENTITY_KINDS[key];
  const parsed = kind.schema.safeParse(input);
  if (!parsed.success) throw new ValidationError(parsed.error);
  const data = parsed.data as Record<string, unknown>;
  await db.transaction(async (tx) => {
    // The row is locked, so two saves of one entity cannot interleave their link-table writes.
    if (!(await kind.lock(tx, id))) throw new NotFoundError(`${key} ${id} not found`);
    if (kind.rule) {
      const current = (await kind.read(tx, id))!;
      const merged = z.looseObject({}).superRefine(kind.rule).safeParse({ ...current, ...data });
      if (!merged.success) throw new ValidationError(merged.error);
    }
    await assertReferences(tx, kind.schema, data, id);
    await kind.write(tx, id, data);
  });
  revalidate(...kind.tags);
  return readEntity(db, key, id);
}

import "server-only";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { section } from "@modules/registry";
import { sectionPatchSchema, sectionPlacementSchema } from "@schemas/api/editor";
import type { Locale } from "@schemas/rules/localized";
import type { Db } from "../db/open";
import { containers } from "../db/schema";
import { NotFoundError, ValidationError } from "../errors";
import { assertOwnerExists } from "./owners";
import { withOwnerVersion } from "./sections";
import { editContainer, fitColumns, getContainer, moveContainer, parseSection, type ContainerRow } from "./containers";
import { assertCurrent, nextVersions, type VersionGuard } from "./section-versions";
import { storedSection } from "./stored-section";

const asObject = (body: unknown): Record<string, unknown> => {
  if (body && typeof body === "object" && !Array.isArray(body)) return body as Record<string, unknown>;
  throw ValidationError.field([], "invalid");
};

/**
 * Create a section for an owner in one language. The body is the section module (its id is
 * made here when left out; missing settings take the section's form defaults, missing
 * columns are empty ones for the layout) plus content_type, object_id and position.
 */
export async function createContainer(db: Db, lang: Locale, body: unknown, userId?: number, guard?: VersionGuard): Promise<ContainerRow> {
  const input = asObject(body);
  const placement = sectionPlacementSchema.parse(input);
  const { content_type: _type, object_id: _object, position: _position, ...fields } = input;
  const draft: Record<string, unknown> = { ...section.form.defaults(), ...fields, id: fields.id ?? randomUUID(), type: "section" };
  const layout = section.schema.shape.layout.safeParse(draft.layout);
  const data = parseSection({ ...draft, columns: draft.columns ?? (layout.success ? fitColumns([], layout.data) : []) });
  const owner = { content_type: placement.content_type, object_id: placement.object_id, lang };
  const row = await db.transaction(async (tx) => {
    await assertOwnerExists(tx, owner.content_type, owner.object_id);
    return withOwnerVersion(tx, owner, userId, async () => {
      if (await getContainer(tx, data.id)) throw ValidationError.field(["id"], "already_exists");
      // Inserted last, then moved to its place, which renumbers the owner's sections.
      const version = (await nextVersions(tx, [data.id])).get(data.id);
      const [created] = await tx.insert(containers).values({ ...owner, slug: data.id, position: 2_000_000_000, ...storedSection(data), version, updated_by: userId ?? null }).returning();
      await moveContainer(tx, created!, placement.position ?? Number.MAX_SAFE_INTEGER);
      return (await getContainer(tx, data.id))!;
    });
  });
  if (guard) guard.written[row.slug] = row.version;
  return row;
}

/**
 * Update a section. "replace" (POST by id) takes the body as the whole section; "merge"
 * (PATCH) changes only the keys given, null removes an optional one (the image), and a new
 * layout without columns refits the stored columns (modules of dropped columns move into the
 * last kept one). Either may carry a new position.
 */
export async function updateContainer(db: Db, slug: string, body: unknown, mode: "replace" | "merge", userId?: number, guard?: VersionGuard): Promise<ContainerRow> {
  const input = asObject(body);
  const { position, ...patch } = sectionPatchSchema.parse(input);
  await editContainer(db, slug, userId, async (row) => {
    let data: Record<string, unknown>;
    if (mode === "replace") {
      const { position: _position, ...fields } = input;
      data = fields;
    } else {
      data = { ...row.data };
      for (const [key, value] of Object.entries(patch)) {
        if (value === null) delete data[key];
        else if (value !== undefined) data[key] = value;
      }
      const layout = section.schema.shape.layout.safeParse(data.layout);
      if (patch.layout && patch.columns === undefined && layout.success) data.columns = fitColumns(row.data.columns, layout.data);
    }
    return { data, position, result: undefined };
  }, guard);
  return (await getContainer(db, slug))!;
}

/** Delete a section and its modules; with a guard, only the version the editor saw. */
export async function deleteContainer(db: Db, slug: string, userId?: number, guard?: VersionGuard): Promise<void> {
  const row = await getContainer(db, slug);
  if (!row) {
    await assertCurrent(db, slug, undefined, guard);
    throw new NotFoundError(`section ${slug} not found`);
  }
  await db.transaction((tx) => withOwnerVersion(tx, row, userId, async () => {
    const [locked] = await tx.select().from(containers).where(eq(containers.slug, slug)).for("update");
    await assertCurrent(tx, slug, locked, guard);
    await tx.delete(containers).where(eq(containers.slug, slug));
  }));
}

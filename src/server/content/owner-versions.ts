import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { SectionVersions } from "@schemas/api/editor-concurrency";
import type { Tx } from "../db/open";
import { containers } from "../db/schema";
import { sectionConflict } from "./section-versions";
import type { ContainerRow } from "./container-answer";

/**
 * What the editor publishing or discarding saw: every section of the owner in its language,
 * by version, and those of the other languages as its publishing status named them.
 */
export interface SeenSections {
  lang: string;
  versions: SectionVersions;
  others?: SectionVersions;
}

/**
 * Refuse a publish or discard (409) that would take along a colleague's change the editor has
 * not seen: a section of the owner that changed since, that someone added (the editor names
 * no version for it) or that someone removed, in the editor's language and, when it names
 * them, in the others. Unlike a section write, the editor names the whole set, so a section
 * missing from it counts. Without it (a script, a planned publication) nothing is checked.
 */
export async function assertOwnerCurrent(tx: Tx, owner: { content_type: string; object_id: number }, seen: SeenSections | undefined): Promise<void> {
  if (!seen) return;
  const rows = await tx.select().from(containers)
    .where(and(eq(containers.content_type, owner.content_type), eq(containers.object_id, owner.object_id)))
    .orderBy(asc(containers.lang), asc(containers.position), asc(containers.id));
  const own = rows.filter((row) => row.lang === seen.lang);
  await assertSame(tx, own, seen.versions);
  if (seen.others) await assertSame(tx, rows.filter((row) => row.lang !== seen.lang), seen.others);
}

async function assertSame(tx: Tx, rows: ContainerRow[], versions: SectionVersions): Promise<void> {
  const changed = rows.find((row) => versions[row.slug] !== row.version);
  if (changed) throw await sectionConflict(tx, changed.slug, changed);
  const present = new Set(rows.map((row) => row.slug));
  const removed = Object.keys(versions).find((slug) => !present.has(slug));
  if (removed !== undefined) throw await sectionConflict(tx, removed, undefined);
}

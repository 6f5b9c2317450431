import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { fitColumns } from "@modules/section/fit-columns";
import type { Db, Tx } from "../db/open";
import { containers } from "../db/schema";
import { NotFoundError } from "../errors";
import { withOwnerVersion } from "./sections";
import { containerAnswer, type ContainerAnswer, type ContainerRow } from "./container-answer";
import { assertCurrent, type VersionGuard } from "./section-versions";
import { storedSection } from "./stored-section";
import { checkSection, outdatedModules } from "./outdated-modules";

/**
 * The editor's unit of work: one section ("container", 000 §3) and what is inside it. Every
 * write runs in one transaction that locks the owner's page first (then the section), checks
 * the whole section against the module registry, and keeps a new page version; a refused
 * write rolls back and leaves the page and its versions as they were.
 */

export { containerAnswer, type ContainerAnswer, type ContainerRow };

export async function getContainer(db: Db | Tx, slug: string): Promise<ContainerRow | null> {
  const [row] = await db.select().from(containers).where(eq(containers.slug, slug));
  return row ?? null;
}

/** Check a whole section against the registry (a new section has no outdated modules to keep). */
export { checkSection as parseSection };

export { fitColumns };

/**
 * Edit one section in a transaction: `edit` gets the locked row and answers the new section
 * (checked against the registry before it is written) and optionally a new position.
 */
export async function editContainer<T>(
  db: Db,
  slug: string,
  userId: number | undefined,
  edit: (row: ContainerRow, tx: Tx) => Promise<{ data: unknown; position?: number; result: T }>,
  guard?: VersionGuard,
): Promise<T> {
  return editContainers(db, [slug], userId, async ([row], tx) => {
    const change = await edit(row!, tx);
    return { data: [change.data], position: change.position, result: change.result };
  }, guard);
}

/**
 * Edit several sections in one transaction (a module moved from one section to another,
 * maybe of another page). Their pages are locked in id order, so concurrent edits cannot
 * deadlock, and each page keeps one new version. With a guard, a section the editor saw in
 * an older version is refused (409) before anything is written; each written section counts
 * one version on and remembers who wrote it.
 */
export async function editContainers<T>(
  db: Db,
  slugs: string[],
  userId: number | undefined,
  edit: (rows: ContainerRow[], tx: Tx) => Promise<{ data: unknown[]; position?: number; result: T }>,
  guard?: VersionGuard,
): Promise<T> {
  const unique = [...new Set(slugs)];
  const found = await Promise.all(unique.map((slug) => getContainer(db, slug)));
  const missing = unique.find((_, index) => !found[index]);
  if (missing !== undefined) {
    // Deleted since the editor saw it: a conflict like any other change, else not found.
    await assertCurrent(db, missing, undefined, guard);
    throw new NotFoundError(`section ${missing} not found`);
  }
  const owners = [...new Map(found.map((row) => [`${row!.content_type}:${row!.object_id}`, row!])).values()]
    .sort((a, b) => a.content_type.localeCompare(b.content_type) || a.object_id - b.object_id);

  const run = async (tx: Tx): Promise<T> => {
    const locked = new Map<string, ContainerRow>();
    for (const slug of [...unique].sort()) {
      const [row] = await tx.select().from(containers).where(eq(containers.slug, slug)).for("update");
      await assertCurrent(tx, slug, row, guard);
      if (!row) throw new NotFoundError(`section ${slug} not found`);
      locked.set(slug, row);
    }
    const rows = unique.map((slug) => locked.get(slug)!);
    const outdated = outdatedModules(rows.map((row) => row.data));
    const change = await edit(rows, tx);
    for (const [index, row] of rows.entries()) {
      const data = checkSection({ ...(change.data[index] as object), id: row.slug, type: "section" }, outdated);
      const version = row.version + 1;
      await tx.update(containers).set({ ...storedSection(data), version, updated_by: userId ?? null, updated_at: new Date() }).where(eq(containers.id, row.id));
      if (guard) guard.written[row.slug] = version;
    }
    if (change.position !== undefined) await moveContainer(tx, rows[0]!, change.position);
    return change.result;
  };
  return db.transaction((tx) =>
    owners.reduceRight<() => Promise<T>>((inner, owner) => () => withOwnerVersion(tx, owner, userId, inner), () => run(tx))(),
  );
}

/** Put a section at a position among its owner's sections in its language, renumbering the others. */
export async function moveContainer(tx: Tx, row: Pick<ContainerRow, "id" | "content_type" | "object_id" | "lang">, position: number) {
  const siblings = await tx
    .select({ id: containers.id, position: containers.position })
    .from(containers)
    .where(and(eq(containers.content_type, row.content_type), eq(containers.object_id, row.object_id), eq(containers.lang, row.lang)))
    .orderBy(asc(containers.position), asc(containers.id));
  const order = siblings.filter((sibling) => sibling.id !== row.id);
  order.splice(Math.min(position, order.length), 0, { id: row.id, position: -1 });
  for (const [index, sibling] of order.entries()) {
    if (sibling.position !== index) await tx.update(containers).set({ position: index }).where(eq(containers.id, sibling.id));
  }
}

import "server-only";
import { and, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { isLocale, type Locale } from "@schemas/rules/localized";
import type { Db, Tx } from "../db/open";
import { containers, pages, pageTranslations, pageVersions, publications, publishedContainers, users } from "../db/schema";
import { NotFoundError } from "../errors";
import { revalidate } from "../revalidate";
import { TAGS } from "../cache-tags";
import { notTrashed, pageUrl } from "./pages";
import { dropRedirectsFrom } from "./page-redirects";
import { redirectsChanged } from "../site/redirects";

/*
 * The page trash. Deleting a page only marks it (deleted_at, deleted_by), together with the
 * pages below it: nothing of it is lost, its versions stay, and restoring brings it back as
 * it was. Only purging from the trash removes the rows.
 */

const changed = () => revalidate(TAGS.pages, TAGS.navigation);

/** A page and every page below it that shares its state (in the trash or not). */
async function subtree(tx: Tx, rootId: number, trashed: boolean): Promise<number[]> {
  const found = [rootId];
  for (let level = [rootId]; level.length;) {
    const rows = await tx.select({ id: pages.id }).from(pages)
      .where(and(inArray(pages.parent_id, level), trashed ? isNotNull(pages.deleted_at) : notTrashed));
    level = rows.map((row) => row.id).filter((id) => !found.includes(id));
    found.push(...level);
  }
  return found;
}

/** Move a page and the pages below it to the trash; answers how many pages went. */
export async function trashPage(db: Db, id: number, userId?: number): Promise<number> {
  const count = await db.transaction(async (tx) => {
    const [page] = await tx.select({ id: pages.id }).from(pages).where(and(eq(pages.id, id), notTrashed)).for("update");
    if (!page) throw new NotFoundError(`page ${id} not found`);
    const ids = await subtree(tx, id, false);
    await tx.update(pages).set({ deleted_at: new Date(), deleted_by: userId ?? null }).where(inArray(pages.id, ids));
    return ids.length;
  });
  changed();
  return count;
}

/** Whether a parent is missing or in the trash (a page below it could not be reached). */
async function isGone(tx: Tx, parentId: number | null): Promise<boolean> {
  if (parentId === null) return false;
  const [parent] = await tx.select({ deleted_at: pages.deleted_at }).from(pages).where(eq(pages.id, parentId));
  return !parent || parent.deleted_at !== null;
}

async function trashedPage(tx: Tx, id: number) {
  const [page] = await tx.select({ id: pages.id, parent_id: pages.parent_id, deleted_at: pages.deleted_at, settings_draft: pages.settings_draft }).from(pages)
    .where(and(eq(pages.id, id), isNotNull(pages.deleted_at))).for("update");
  if (!page?.deleted_at) throw new NotFoundError(`page ${id} is not in the trash`);
  return { ...page, deleted_at: page.deleted_at };
}

/**
 * Bring a page back from the trash with the pages that went with it. A page whose parent is
 * still in the trash comes back at the top level, so it can be reached again.
 */
export async function restorePage(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const page = await trashedPage(tx, id);
    const ids = await subtree(tx, id, true);
    const sameDeletion = await tx.select({ id: pages.id }).from(pages)
      .where(and(inArray(pages.id, ids), eq(pages.deleted_at, page.deleted_at)));
    const restored = [id, ...sameDeletion.map((row) => row.id)];
    await tx.update(pages).set({ deleted_at: null, deleted_by: null }).where(inArray(pages.id, restored));
    // A redirect set up from an address while its page was in the trash gives way to the page.
    const addresses = await tx.select({ lang: pageTranslations.lang, path: pageTranslations.path }).from(pageTranslations).where(inArray(pageTranslations.page_id, restored));
    await dropRedirectsFrom(tx, addresses.flatMap((row) => (isLocale(row.lang) ? [pageUrl(row.lang, row.path)] : [])));
    if (await isGone(tx, page.parent_id)) await tx.update(pages).set({ parent_id: null }).where(eq(pages.id, id));
    // Its working settings too, else publishing them would hide it again.
    const draft = page.settings_draft;
    if (draft && await isGone(tx, draft.page.parent_id)) {
      await tx.update(pages).set({ settings_draft: { ...draft, page: { ...draft.page, parent_id: null } } }).where(eq(pages.id, id));
    }
  });
  changed();
  redirectsChanged();
}

/** Delete a page from the trash for good: its translations, sections, versions and the trashed pages below it. */
export async function purgePage(db: Db, id: number): Promise<number> {
  const count = await db.transaction(async (tx) => {
    await trashedPage(tx, id);
    const ids = await subtree(tx, id, true);
    await tx.delete(containers).where(and(eq(containers.content_type, "cms.page"), inArray(containers.object_id, ids)));
    await tx.delete(publishedContainers).where(and(eq(publishedContainers.content_type, "cms.page"), inArray(publishedContainers.object_id, ids)));
    await tx.delete(publications).where(and(eq(publications.content_type, "cms.page"), inArray(publications.object_id, ids)));
    // Translations and versions go with the page rows (on delete cascade).
    await tx.delete(pages).where(inArray(pages.id, ids));
    return ids.length;
  });
  changed();
  return count;
}

export interface TrashRow {
  id: number; title: string; url: string; deleted_at: string; deleted_by: string | null; versions: number;
}

/** The trash, last deleted first, titled in one language. */
export async function listTrash(db: Db, lang: Locale): Promise<TrashRow[]> {
  const rows = await db
    .select({
      id: pages.id, title: pageTranslations.title, path: pageTranslations.path, deleted_at: pages.deleted_at, deleted_by: users.username,
      versions: sql<number>`(select count(*)::int from ${pageVersions} where ${pageVersions.page_id} = ${pages.id})`,
    })
    .from(pages)
    .innerJoin(pageTranslations, and(eq(pageTranslations.page_id, pages.id), eq(pageTranslations.lang, lang)))
    .leftJoin(users, eq(users.id, pages.deleted_by))
    .where(isNotNull(pages.deleted_at))
    .orderBy(desc(pages.deleted_at), desc(pages.id))
    .limit(500);
  return rows.map(({ path, deleted_at, ...row }) => ({ ...row, url: pageUrl(lang, path), deleted_at: deleted_at!.toISOString() }));
}

import "server-only";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { PageSnapshot } from "@schemas/entities/page-version";
import { isLocale } from "@schemas/rules/localized";
import type { Db, Tx } from "../db/open";
import { containers, pages, pageTranslations, pageVersions, users } from "../db/schema";
import { withWorkingSettings } from "./page-settings-draft";

/**
 * Page versions. Each save stores the page as it stands after the save, with its author and
 * time, so the newest version is always the current page and each listed version shows what
 * its author left. Before a page's first save its starting state is kept too (no author), so
 * the content a page was created or seeded with can be restored.
 */

/**
 * Store the current state of a page as a version, inside the caller's transaction;
 * `published` marks the version a publication kept.
 */
export async function keepPageVersion(tx: Tx, pageId: number, userId?: number, options: { published?: boolean } = {}) {
  const snapshot = await pageSnapshot(tx, pageId);
  if (snapshot) await tx.insert(pageVersions).values({ page_id: pageId, snapshot, created_by: userId ?? null, published: options.published ?? false });
}

/**
 * Run a write to a page's content in the caller's transaction and keep the result as a new
 * version. The page row is locked first, so two saves of one page never interleave.
 */
export async function versioned<T>(tx: Tx, pageId: number, userId: number | undefined, write: () => Promise<T>): Promise<T> {
  const [locked] = await tx.select({ id: pages.id }).from(pages).where(eq(pages.id, pageId)).for("update");
  if (!locked) return write();
  const hasVersion = await tx.$count(pageVersions, eq(pageVersions.page_id, pageId));
  if (!hasVersion) await keepPageVersion(tx, pageId);
  const result = await write();
  await keepPageVersion(tx, pageId, userId);
  return result;
}

async function pageSnapshot(tx: Tx, pageId: number): Promise<PageSnapshot | null> {
  const [row] = await tx.select().from(pages).where(eq(pages.id, pageId));
  if (!row) return null;
  // Like its sections, a version holds the page's working settings.
  const { page, translations } = withWorkingSettings(row, await tx.select().from(pageTranslations).where(eq(pageTranslations.page_id, pageId)));
  const sections = await tx
    .select({ lang: containers.lang, data: containers.data })
    .from(containers)
    .where(and(eq(containers.content_type, "cms.page"), eq(containers.object_id, pageId)))
    .orderBy(asc(containers.position), asc(containers.id));
  const snapshot: PageSnapshot = {
    page: { parent_id: page.parent_id, is_online: page.is_online, is_landing_page: page.is_landing_page, og_type: page.og_type },
    translations: {},
    sections: {},
  };
  for (const { page_id: _pageId, lang, ...translation } of translations) {
    if (isLocale(lang)) snapshot.translations[lang] = { ...translation, headline: translation.headline ?? undefined, meta_title: translation.meta_title ?? undefined, meta_description: translation.meta_description ?? undefined, og_title: translation.og_title ?? undefined, og_description: translation.og_description ?? undefined };
  }
  for (const { lang, data } of sections) {
    if (isLocale(lang)) (snapshot.sections[lang] ??= []).push(data);
  }
  return snapshot;
}

export async function getPageVersion(db: Db | Tx, pageId: number, versionId: number) {
  const [row] = await db.select().from(pageVersions).where(and(eq(pageVersions.page_id, pageId), eq(pageVersions.id, versionId)));
  return row ?? null;
}

/** A page's versions, newest first, with their authors; `limit`/`offset` page through them. */
export async function listPageVersions(db: Db, pageId: number, options: { limit?: number; offset?: number } = {}) {
  // The languages with sections, computed in the database rather than loading every snapshot.
  const languages = sql<string[]>`coalesce((select array_agg(entry.key order by entry.key) from jsonb_each(${pageVersions.snapshot}->'sections') as entry
    where jsonb_typeof(entry.value) = 'array' and jsonb_array_length(entry.value) > 0), '{}')`;
  const query = db
    .select({ id: pageVersions.id, created_at: pageVersions.created_at, created_by: pageVersions.created_by, username: users.username, languages, label: pageVersions.label, published: pageVersions.published })
    .from(pageVersions)
    .leftJoin(users, eq(users.id, pageVersions.created_by))
    .where(eq(pageVersions.page_id, pageId))
    .orderBy(desc(pageVersions.id));
  return options.limit === undefined ? query : query.limit(options.limit).offset(options.offset ?? 0);
}

export const countPageVersions = (db: Db, pageId: number) => db.$count(pageVersions, eq(pageVersions.page_id, pageId));

/** Give a version the editor's own name (null takes it away); false when the page has no such version. */
export async function labelPageVersion(db: Db, pageId: number, versionId: number, label: string | null): Promise<boolean> {
  const updated = await db.update(pageVersions).set({ label })
    .where(and(eq(pageVersions.page_id, pageId), eq(pageVersions.id, versionId))).returning({ id: pageVersions.id });
  return updated.length > 0;
}

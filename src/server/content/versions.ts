import "server-only";
import { and, asc, desc, eq } from "drizzle-orm";
import type { PageSnapshot } from "../../../schemas/entities/page-version";
import { isLocale } from "../../../schemas/rules/localized";
import type { Db, Tx } from "../db/open";
import { containers, pages, pageTranslations, pageVersions } from "../db/schema";

/** Store the current state of a page as a version, inside the caller's transaction. */
export async function keepPageVersion(tx: Tx, pageId: number, userId?: number) {
  const [page] = await tx.select().from(pages).where(eq(pages.id, pageId)).for("update");
  if (!page) return;
  const translations = await tx.select().from(pageTranslations).where(eq(pageTranslations.page_id, pageId));
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
  await tx.insert(pageVersions).values({ page_id: pageId, snapshot, created_by: userId ?? null });
}

export async function getPageVersion(db: Db, pageId: number, versionId: number) {
  const [row] = await db.select().from(pageVersions).where(and(eq(pageVersions.page_id, pageId), eq(pageVersions.id, versionId)));
  return row ?? null;
}

export async function listPageVersions(db: Db, pageId: number) {
  return db
    .select({ id: pageVersions.id, created_at: pageVersions.created_at, created_by: pageVersions.created_by })
    .from(pageVersions)
    .where(eq(pageVersions.page_id, pageId))
    .orderBy(desc(pageVersions.id));
}

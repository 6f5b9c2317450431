import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { PageSettingsDraft } from "@schemas/entities/page";
import { LOCALES } from "@schemas/rules/localized";
import type { Db } from "../db/open";
import { containers, pages, pageTranslations, pageVersions } from "../db/schema";
import { NotFoundError } from "../errors";
import { readSection } from "./sections";
import { getPageVersion, versioned } from "./versions";
import { nextVersions } from "./section-versions";
import { freshIds, idsElsewhere } from "./fresh-ids";
import { storedSection } from "./stored-section";
import { draftToStore, publishedSettings } from "./page-settings-draft";

/**
 * Restore a version as a new version: the page's sections in every language and its texts
 * (title, headline, meta and Open Graph texts) go back to that version's; its URLs, online
 * state and menu flags stay as they are now, since restoring those could break links or
 * publish a page by accident. The sections and texts go to the working copy: visitors see
 * them once the page is published. Sections are read leniently (a module whose type is gone is
 * left out), so an old version can always be restored. Answers the new version's id.
 */
export async function restorePageVersion(db: Db, pageId: number, versionId: number, userId?: number): Promise<number> {
  const version = await getPageVersion(db, pageId, versionId);
  if (!version) throw new NotFoundError(`version ${versionId} of page ${pageId} not found`);
  const { snapshot } = version;
  const newId = await db.transaction(async (tx) => {
    await versioned(tx, pageId, userId, async () => {
      const taken = await idsElsewhere(tx, { content_type: "cms.page", object_id: pageId });
      const restored = LOCALES.map((lang) => ({
        lang,
        sections: (snapshot.sections[lang] ?? []).flatMap((stored) => readSection(stored) ?? []).map((data) => freshIds(data, taken)),
      }));
      const versions = await nextVersions(tx, restored.flatMap(({ sections }) => sections.map((data) => data.id)));
      await tx.delete(containers).where(and(eq(containers.content_type, "cms.page"), eq(containers.object_id, pageId)));
      for (const { lang, sections } of restored) {
        if (sections.length) {
          await tx.insert(containers).values(sections.map((data, position) => ({
            content_type: "cms.page", object_id: pageId, lang, position, slug: data.id, ...storedSection(data), version: versions.get(data.id), updated_by: userId ?? null,
          })));
        }
      }
      const [page] = await tx.select().from(pages).where(eq(pages.id, pageId));
      const published = publishedSettings(page!, await tx.select().from(pageTranslations).where(eq(pageTranslations.page_id, pageId)));
      const working = page!.settings_draft ?? published;
      const next: PageSettingsDraft = { page: working.page, translations: { ...working.translations } };
      for (const lang of LOCALES) {
        const texts = snapshot.translations[lang];
        const current = working.translations[lang];
        if (!texts || !current) continue;
        next.translations[lang] = {
          ...current,
          title: texts.title,
          headline: texts.headline ?? null,
          meta_title: texts.meta_title ?? null,
          meta_description: texts.meta_description ?? null,
          og_title: texts.og_title ?? null,
          og_description: texts.og_description ?? null,
        };
      }
      await tx.update(pages).set({ settings_draft: draftToStore(next, published) }).where(eq(pages.id, pageId));
    });
    const [latest] = await tx.select({ id: pageVersions.id }).from(pageVersions).where(eq(pageVersions.page_id, pageId)).orderBy(desc(pageVersions.id)).limit(1);
    return latest!.id;
  });
  return newId;
}

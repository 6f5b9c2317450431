import "server-only";
import { and, eq } from "drizzle-orm";
import type { PageSettings } from "@schemas/api/editor";
import { updatePageSchema, type PageSettingsDraft } from "@schemas/entities/page";
import { LOCALES, type Locale, type Localized } from "@schemas/rules/localized";
import type { Db } from "../db/open";
import { containers, pages, pageTranslations } from "../db/schema";
import { NotFoundError, ValidationError } from "../errors";
import { notTrashed, pageUrl } from "./pages";
import { assertPageRefs } from "./page-refs";
import { versioned } from "./versions";
import { draftToStore, publishedSettings, withWorkingSettings } from "./page-settings-draft";

/**
 * A page's working settings as the editor's page-settings form reads them: the page's own
 * fields, its translations per language, its URLs, and which languages have content yet (so
 * an editor sees what is missing).
 */
export async function getPageSettings(db: Db, id: number): Promise<PageSettings> {
  const [row] = await db.select().from(pages).where(eq(pages.id, id));
  if (!row) throw new NotFoundError(`page ${id} not found`);
  const { page, translations } = withWorkingSettings(row, await db.select().from(pageTranslations).where(eq(pageTranslations.page_id, id)));
  const counts = await Promise.all(
    LOCALES.map((lang) => db.$count(containers, and(eq(containers.content_type, "cms.page"), eq(containers.object_id, id), eq(containers.lang, lang)))),
  );
  const byLang = (lang: Locale) => translations.find((row) => row.lang === lang);
  const localizedMap = <T>(value: (lang: Locale) => T) => Object.fromEntries(LOCALES.map((lang) => [lang, value(lang)])) as Localized<T>;
  return {
    id: page.id,
    parent_id: page.parent_id,
    position: page.position,
    is_online: page.is_online,
    is_clickable: page.is_clickable,
    in_menu: page.in_menu,
    in_footer: page.in_footer,
    is_landing_page: page.is_landing_page,
    og_type: page.og_type,
    og_image: page.og_image ?? null,
    settings_url: page.settings_url,
    translations: localizedMap((lang) => {
      const row = byLang(lang);
      return row ? { path: row.path, title: row.title, headline: row.headline, meta_title: row.meta_title, meta_description: row.meta_description, og_title: row.og_title, og_description: row.og_description } : null;
    }),
    urls: localizedMap((lang) => {
      const row = byLang(lang);
      return row ? pageUrl(lang, row.path) : null;
    }),
    has_content: localizedMap((lang) => (counts[LOCALES.indexOf(lang)] ?? 0) > 0),
    updated_at: page.updated_at.toISOString(),
  };
}

/**
 * Change a page's working settings: only the fields given, in each language too, in one
 * transaction with a new page version. Visitors see them once the page is published. A
 * language without a translation yet needs its path and title.
 */
export async function updatePage(db: Db, id: number, input: unknown, userId?: number): Promise<PageSettings> {
  const parsed = updatePageSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError(parsed.error);
  const { translations = {}, ...fields } = parsed.data;
  await db.transaction((tx) =>
    versioned(tx, id, userId, async () => {
      const [page] = await tx.select().from(pages).where(and(eq(pages.id, id), notTrashed));
      if (!page) throw new NotFoundError(`page ${id} not found`);
      await assertPageRefs(tx, id, parsed.data);
      const published = publishedSettings(page, await tx.select().from(pageTranslations).where(eq(pageTranslations.page_id, id)));
      const working = page.settings_draft ?? published;
      const next: PageSettingsDraft = { page: { ...working.page, ...fields }, translations: { ...working.translations } };
      for (const lang of LOCALES) {
        const change = translations[lang];
        if (!change || !Object.keys(change).length) continue;
        const stored = working.translations[lang];
        if (stored) {
          next.translations[lang] = { ...stored, ...change };
          continue;
        }
        if (change.path === undefined) throw ValidationError.field(["translations", lang, "path"], "required");
        if (change.title === undefined) throw ValidationError.field(["translations", lang, "title"], "required");
        next.translations[lang] = { headline: null, meta_title: null, meta_description: null, og_title: null, og_description: null, ...change, path: change.path, title: change.title };
      }
      await tx.update(pages).set({ settings_draft: draftToStore(next, published), updated_at: new Date() }).where(eq(pages.id, id));
    }),
  );
  return getPageSettings(db, id);
}

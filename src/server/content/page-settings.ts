import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { PageSettings } from "../../../schemas/api/editor";
import { updatePageSchema } from "../../../schemas/entities/page";
import { isLocale, LOCALES, type Locale, type Localized } from "../../../schemas/rules/localized";
import type { Db, Tx } from "../db/open";
import { containers, pages, pageTranslations } from "../db/schema";
import { NotFoundError, ValidationError } from "../errors";
import { revalidate } from "../revalidate";
import { TAGS } from "../cache-tags";
import { notTrashed, pageUrl } from "./pages";
import { assertPageRefs } from "./page-refs";
import { versioned } from "./versions";
import { redirectMovedPaths, type PagePaths } from "./page-redirects";
import { redirectsChanged } from "../site/redirects";

/**
 * A page's settings as the editor's page-settings form reads them: the page's own fields, its
 * translations per language, its URLs, and which languages have content yet (so an editor
 * sees what is missing).
 */
export async function getPageSettings(db: Db, id: number): Promise<PageSettings> {
  const [page] = await db.select().from(pages).where(eq(pages.id, id));
  if (!page) throw new NotFoundError(`page ${id} not found`);
  const translations = await db.select().from(pageTranslations).where(eq(pageTranslations.page_id, id));
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
 * Change a page's settings: only the fields given, in each language too, in one transaction
 * with a new page version. A language without a translation yet needs its path and title.
 */
export async function updatePage(db: Db, id: number, input: unknown, userId?: number): Promise<PageSettings> {
  const parsed = updatePageSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError(parsed.error);
  const { translations = {}, ...fields } = parsed.data;
  const moved = await db.transaction((tx) =>
    versioned(tx, id, userId, async () => {
      const [page] = await tx.select({ id: pages.id, is_online: pages.is_online, first_online_at: pages.first_online_at }).from(pages).where(and(eq(pages.id, id), notTrashed));
      if (!page) throw new NotFoundError(`page ${id} not found`);
      await assertPageRefs(tx, id, parsed.data);
      const before = await pathsOf(tx, id);
      await tx.update(pages).set({
        ...fields,
        ...(fields.is_online ? { first_online_at: sql`coalesce(${pages.first_online_at}, now())` } : {}),
        updated_at: new Date(),
      }).where(eq(pages.id, id));
      for (const lang of LOCALES) {
        const change = translations[lang];
        if (!change || !Object.keys(change).length) continue;
        const updated = await tx
          .update(pageTranslations)
          .set(change)
          .where(and(eq(pageTranslations.page_id, id), eq(pageTranslations.lang, lang)))
          .returning({ lang: pageTranslations.lang });
        if (updated.length) continue;
        if (change.path === undefined) throw ValidationError.field(["translations", lang, "path"], "required");
        if (change.title === undefined) throw ValidationError.field(["translations", lang, "title"], "required");
        await tx.insert(pageTranslations).values({ ...change, path: change.path, title: change.title, page_id: id, lang });
      }
      // Only addresses visitors could have seen need a way to the new one.
      return (page.is_online || page.first_online_at !== null) && redirectMovedPaths(tx, before, await pathsOf(tx, id));
    }),
  );
  revalidate(TAGS.pages, TAGS.navigation);
  if (moved) redirectsChanged();
  return getPageSettings(db, id);
}

async function pathsOf(tx: Tx, id: number): Promise<PagePaths> {
  const rows = await tx.select({ lang: pageTranslations.lang, path: pageTranslations.path }).from(pageTranslations).where(eq(pageTranslations.page_id, id));
  return Object.fromEntries(rows.flatMap((row) => (isLocale(row.lang) ? [[row.lang, row.path]] : [])));
}

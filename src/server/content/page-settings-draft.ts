import "server-only";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { PageSettingsDraft, StoredPageTranslation } from "@schemas/entities/page";
import { isLocale, LOCALES, type Locale } from "@schemas/rules/localized";
import type { Db, Tx } from "../db/open";
import { pages, pageTranslations } from "../db/schema";
import type { PageRow, PageTranslationRow } from "./pages";
import { redirectMovedPaths, type PagePaths } from "./page-redirects";

/**
 * Page settings as a draft. The settings dialog writes `pages.settings_draft`; visitors,
 * menus, the sitemap and search keep reading the page's columns and translations (the
 * published settings) until publishing copies the draft over them.
 */

const translationOf = (row: StoredPageTranslation): StoredPageTranslation => ({
  path: row.path, title: row.title, headline: row.headline, meta_title: row.meta_title,
  meta_description: row.meta_description, og_title: row.og_title, og_description: row.og_description,
});

const fieldsOf = (page: PageSettingsDraft["page"]): PageSettingsDraft["page"] => ({
  parent_id: page.parent_id, position: page.position, is_online: page.is_online, is_clickable: page.is_clickable,
  in_menu: page.in_menu, in_footer: page.in_footer, is_landing_page: page.is_landing_page, og_type: page.og_type,
  og_image: page.og_image ?? null, settings_url: page.settings_url,
});

/** Settings with their keys always in the same order, so two compare as JSON. */
const normal = (page: PageSettingsDraft["page"], rows: Partial<Record<Locale, StoredPageTranslation>>): PageSettingsDraft => ({
  page: fieldsOf(page),
  translations: Object.fromEntries(LOCALES.flatMap((lang) => {
    const row = rows[lang];
    return row ? [[lang, translationOf(row)]] : [];
  })),
});

/** The published settings in the draft's shape. */
export const publishedSettings = (page: PageRow, translations: PageTranslationRow[]): PageSettingsDraft =>
  normal(page, Object.fromEntries(translations.flatMap((row) => (isLocale(row.lang) ? [[row.lang, row]] : []))));

/** What the editors see and change: the draft, or the published settings while there is none. */
export const workingSettings = (page: PageRow, translations: PageTranslationRow[]): PageSettingsDraft =>
  page.settings_draft ?? publishedSettings(page, translations);

/** The draft to store: null when it equals the published settings (nothing left to publish). */
export function draftToStore(working: PageSettingsDraft, published: PageSettingsDraft): PageSettingsDraft | null {
  const next = normal(working.page, working.translations);
  return JSON.stringify(next) === JSON.stringify(normal(published.page, published.translations)) ? null : next;
}

/** The page row and its translations as the editor sees them: the working settings laid over the published ones. */
export function withWorkingSettings(page: PageRow, translations: PageTranslationRow[]): { page: PageRow; translations: PageTranslationRow[] } {
  if (!page.settings_draft) return { page, translations };
  const draft = page.settings_draft;
  const working = LOCALES.flatMap((lang) => {
    const row = draft.translations[lang];
    const stored = translations.find((translation) => translation.lang === lang);
    return row ? [{ ...(stored ?? { page_id: page.id, lang, search: "" }), ...row }] : [];
  });
  return { page: { ...page, ...draft.page }, translations: working };
}

/** Whether a page's working settings differ from its published ones. */
export async function hasSettingsDraft(db: Db, pageId: number): Promise<boolean> {
  return (await db.$count(pages, and(eq(pages.id, pageId), isNotNull(pages.settings_draft)))) > 0;
}

/** The page's working path in one language, as SQL (the draft's, else the published one). */
export const draftPathIn = (lang: Locale) => sql<string | null>`${pages.settings_draft}->'translations'->${lang}->>'path'`;

export interface SettingsPublished {
  /** The settings changed: menus, lists and every page that shows this one's title are stale. */
  changed: boolean;
  /** A path visitors knew changed: the redirect table gained an entry. */
  moved: boolean;
}

/**
 * Publish a page's working settings inside the caller's transaction (the page locked): they
 * replace the published columns and translations, and a published path that changed leaves
 * a 301 from the old address (only addresses visitors could have seen need one).
 */
export async function publishSettingsInTx(tx: Tx, pageId: number): Promise<SettingsPublished> {
  const [page] = await tx.select().from(pages).where(eq(pages.id, pageId));
  const draft = page?.settings_draft;
  if (!page || !draft) return { changed: false, moved: false };
  const before = await pathsOf(tx, pageId);
  await tx.update(pages).set({
    ...draft.page,
    settings_draft: null,
    ...(draft.page.is_online ? { first_online_at: sql`coalesce(${pages.first_online_at}, now())` } : {}),
    updated_at: new Date(),
  }).where(eq(pages.id, pageId));
  for (const lang of LOCALES) {
    const row = draft.translations[lang];
    if (!row) continue;
    await tx.insert(pageTranslations).values({ ...row, page_id: pageId, lang })
      .onConflictDoUpdate({ target: [pageTranslations.page_id, pageTranslations.lang], set: row });
  }
  const wasPublic = page.is_online || page.first_online_at !== null;
  const moved = wasPublic && await redirectMovedPaths(tx, before, await pathsOf(tx, pageId));
  return { changed: true, moved };
}

async function pathsOf(tx: Tx, id: number): Promise<PagePaths> {
  const rows = await tx.select({ lang: pageTranslations.lang, path: pageTranslations.path }).from(pageTranslations).where(eq(pageTranslations.page_id, id));
  return Object.fromEntries(rows.flatMap((row) => (isLocale(row.lang) ? [[row.lang, row.path]] : [])));
}

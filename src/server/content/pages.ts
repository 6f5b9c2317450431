import "server-only";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { createPageSchema, type CreatePageInput } from "@schemas/entities/page";
import { LOCALES, type Locale } from "@schemas/rules/localized";
import type { Db } from "../db/open";
import { pages, pageTranslations } from "../db/schema";
import { ValidationError } from "../errors";
import { revalidate } from "../revalidate";
import { TAGS } from "../cache-tags";
import { assertPageRefs } from "./page-refs";
import { dropRedirectsFrom } from "./page-redirects";
import { draftPathIn, withWorkingSettings } from "./page-settings-draft";
import { redirectsChanged } from "../site/redirects";

/** Pages not in the trash: the only ones visitors, menus, search and the sitemap see. */
export const notTrashed = isNull(pages.deleted_at);

/** The site URL of a page path in one language ("" → "/de"). */
export const pageUrl = (lang: Locale, path: string) => (path ? `/${lang}/${path}` : `/${lang}`);

/** Create a page with both translations in one transaction (a taken path or a missing parent is a 400). */
export async function createPage(db: Db, input: CreatePageInput): Promise<number> {
  const parsed = createPageSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError(parsed.error);
  const { translations, ...page } = parsed.data;
  const id = await db.transaction(async (tx) => {
    await assertPageRefs(tx, null, parsed.data);
    const first_online_at = page.is_online === false ? null : new Date();
    const [row] = await tx.insert(pages).values({ ...page, first_online_at }).returning({ id: pages.id });
    await tx.insert(pageTranslations).values(LOCALES.map((lang) => ({ ...translations[lang], page_id: row!.id, lang })));
    // A page's own address wins over an old redirect entry that pointed away from it.
    await dropRedirectsFrom(tx, LOCALES.map((lang) => pageUrl(lang, translations[lang].path)));
    return row!.id;
  });
  revalidate(TAGS.pages, TAGS.navigation);
  redirectsChanged();
  return id;
}

export type PageRow = typeof pages.$inferSelect;
export type PageTranslationRow = typeof pageTranslations.$inferSelect;

/**
 * The page a path names in one language, with the page's translations in every language.
 * `working` (edit mode) looks for the path in the pages' working settings first, then among
 * the published paths, and answers the working settings.
 */
export async function findPageByPath(db: Db, lang: Locale, path: string, options: { working?: boolean } = {}) {
  const [planned] = options.working
    ? await db.select({ page: pages }).from(pages).where(and(eq(draftPathIn(lang), path), notTrashed)).limit(1)
    : [];
  const [match] = planned ? [planned] : await db
    .select({ page: pages })
    .from(pageTranslations)
    .innerJoin(pages, eq(pages.id, pageTranslations.page_id))
    .where(and(eq(pageTranslations.lang, lang), eq(pageTranslations.path, path), notTrashed))
    .limit(1);
  if (!match) return null;
  const translations = await db.select().from(pageTranslations).where(eq(pageTranslations.page_id, match.page.id));
  return options.working ? withWorkingSettings(match.page, translations) : { page: match.page, translations };
}

/** Ancestors of a page from the root down, each with its title and path in one language. */
export async function pageAncestors(db: Db, lang: Locale, parentId: number | null) {
  const chain: { id: number; title: string; url: string }[] = [];
  const seen = new Set<number>();
  let next = parentId;
  // Page trees are shallow (a handful of levels); one query per level keeps this simple.
  while (next !== null && !seen.has(next)) {
    seen.add(next);
    const [row] = await db
      .select({ id: pages.id, parent_id: pages.parent_id, title: pageTranslations.title, path: pageTranslations.path })
      .from(pages)
      .innerJoin(pageTranslations, and(eq(pageTranslations.page_id, pages.id), eq(pageTranslations.lang, lang)))
      .where(and(eq(pages.id, next), notTrashed));
    if (!row) break;
    chain.unshift({ id: row.id, title: row.title, url: pageUrl(lang, row.path) });
    next = row.parent_id;
  }
  return chain;
}

/** Online children of a page in display order (for sibling and sub-navigation). */
export async function childPages(db: Db, lang: Locale, parentIds: number[]) {
  if (!parentIds.length) return [];
  return db
    .select({ id: pages.id, parent_id: pages.parent_id, title: pageTranslations.title, path: pageTranslations.path })
    .from(pages)
    .innerJoin(pageTranslations, and(eq(pageTranslations.page_id, pages.id), eq(pageTranslations.lang, lang)))
    .where(and(inArray(pages.parent_id, parentIds), eq(pages.is_online, true), notTrashed))
    .orderBy(asc(pages.position), asc(pages.id));
}

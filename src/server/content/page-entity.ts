import "server-only";
import type { PageEntity } from "@/contracts/page-entity";
import { IMAGE_WIDTHS, type ImageValue } from "@schemas/rules/image";
import { LOCALES, type Locale, type Localized } from "@schemas/rules/localized";
import type { SectionData } from "@modules/registry";
import type { Db } from "../db/open";
import { childPages, findPageByPath, pageAncestors, pageUrl } from "./pages";
import { listSections, readSection } from "./sections";
import { listPublishedSections } from "./published-sections";
import { getPageVersion } from "./versions";

/** A CMS page as the page API answers it and the catch-all route renders it (000 §3). */
export type { PageEntity };

const thumbs = (image: ImageValue | null) =>
  image && { large: `${image.src}-${IMAGE_WIDTHS[2]}.jpg`, medium: `${image.src}-${IMAGE_WIDTHS[1]}.jpg` };

/**
 * Load a page by its path in one language with its published sections, as visitors see it;
 * `working` shows the editors' working copy and settings instead (edit mode), `versionId` a stored
 * version. Offline pages are returned too; the caller decides who may see them.
 */
export async function getPageEntity(db: Db, lang: Locale, path: string, options: { versionId?: number; working?: boolean } = {}): Promise<PageEntity | null> {
  const found = await findPageByPath(db, lang, path, { working: options.working });
  if (!found) return null;
  const { page, translations } = found;
  const own = translations.find((translation) => translation.lang === lang)!;
  const urls = Object.fromEntries(
    LOCALES.map((locale) => [locale, pageUrl(locale, translations.find((translation) => translation.lang === locale)?.path ?? own.path)]),
  ) as Localized<string>;

  let modules: SectionData[];
  let versionId: number | null = null;
  if (options.versionId !== undefined) {
    const version = await getPageVersion(db, page.id, options.versionId);
    if (!version) return null;
    versionId = version.id;
    modules = (version.snapshot.sections[lang] ?? []).flatMap((section) => readSection(section) ?? []);
  } else {
    const owner = { content_type: "cms.page", object_id: page.id, lang } as const;
    // The working copy is the editor's: it shows modules that fail today's rules, to fix them.
    modules = options.working ? await listSections(db, owner, undefined, { keepInvalid: true }) : await listPublishedSections(db, owner);
  }

  const [breadcrumbs, siblings] = await Promise.all([
    pageAncestors(db, lang, page.parent_id),
    page.parent_id === null ? Promise.resolve([]) : siblingsOf(db, lang, page.parent_id, page.id),
  ]);

  return {
    id: page.id,
    urls,
    content_type: page.content_type,
    title: own.title,
    headline: own.headline,
    is_online: page.is_online,
    is_clickable: page.is_clickable,
    in_menu: page.in_menu,
    in_footer: page.in_footer,
    meta_title: own.meta_title,
    meta_description: own.meta_description,
    og_title: own.og_title,
    og_description: own.og_description,
    og_image: page.og_image ?? null,
    og_type: page.og_type,
    og_image_thumbs: thumbs(page.og_image ?? null),
    modules,
    settings_url: page.settings_url,
    parent: page.parent_id,
    is_landing_page: page.is_landing_page,
    breadcrumbs,
    siblings,
    version_id: versionId,
  };
}

/** The other children of the same parent, titled in the page's language, with their URLs in both. */
async function siblingsOf(db: Db, lang: Locale, parentId: number, pageId: number) {
  const perLang = await Promise.all(LOCALES.map((locale) => childPages(db, locale, [parentId])));
  const own = perLang[LOCALES.indexOf(lang)] ?? [];
  return own
    .filter((row) => row.id !== pageId)
    .map((row) => ({
      id: row.id,
      title: row.title,
      urls: Object.fromEntries(
        LOCALES.map((locale, index) => [locale, pageUrl(locale, perLang[index]!.find((other) => other.id === row.id)?.path ?? row.path)]),
      ) as Localized<string>,
    }));
}

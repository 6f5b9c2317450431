import "server-only";
import { and, eq } from "drizzle-orm";
import { isLocale, type Locale } from "@schemas/rules/localized";
import { matchRoute, routePath } from "@/i18n/routes";
import type { Db } from "../db/open";
import { pages, pageTranslations } from "../db/schema";
import { notTrashed, pageUrl } from "../content/pages";

const INTERNAL = /^\/([a-z]{2})(?:\/([^?#]*))?([?#].*)?$/;

/**
 * An internal link written once for every language (an alert's or an opening-hours note's
 * link) as it is meant on a page in `lang`: "/de/besuch/anfahrt" on an English page is the
 * same page's English address, "/en/visit/directions". Table routes map through the route
 * table, CMS pages through their translations; external links, links already in `lang` and
 * paths the site does not know stay as written.
 */
export async function localizeLink(db: Db, url: string, lang: Locale): Promise<string> {
  const parts = INTERNAL.exec(url);
  const from = parts?.[1];
  if (!parts || !from || !isLocale(from) || from === lang) return url;
  const path = (parts[2] ?? "").replace(/\/+$/, "");
  const rest = parts[3] ?? "";
  const route = matchRoute(`/${from}/${path}`);
  if (route) return routePath(route.name, lang, route.params as never) + rest;
  const [page] = await db.select({ id: pageTranslations.page_id }).from(pageTranslations)
    .innerJoin(pages, eq(pages.id, pageTranslations.page_id))
    .where(and(eq(pageTranslations.lang, from), eq(pageTranslations.path, path), notTrashed)).limit(1);
  if (!page) return url;
  const [target] = await db.select({ path: pageTranslations.path }).from(pageTranslations)
    .where(and(eq(pageTranslations.page_id, page.id), eq(pageTranslations.lang, lang))).limit(1);
  return target ? pageUrl(lang, target.path) + rest : url;
}

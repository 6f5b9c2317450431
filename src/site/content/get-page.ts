import "server-only";
import { and, eq } from "drizzle-orm";
import type { Locale } from "@schemas/rules/localized";
import { getDb } from "@/server/db/client";
import { cachedFound } from "@/server/cache";
import { TAGS } from "@/server/cache-tags";
import { pageTranslations } from "@/server/db/schema";
import { getPageEntity } from "@/server/content/page-entity";

/** Which page a path names, cached until a page's settings change (tag "pages"); unknown paths are not kept. */
const cachedPageId = cachedFound(
  async (lang: Locale, path: string) => {
    const [row] = await (await getDb()).db.select({ id: pageTranslations.page_id }).from(pageTranslations)
      .where(and(eq(pageTranslations.lang, lang), eq(pageTranslations.path, path)));
    return row?.id ?? null;
  },
  ["page-id"],
  [TAGS.pages],
);

/**
 * A page by path as visitors see it (its published sections), cached until a page's settings
 * change (tag "pages") or this page is published (its own tag, in both languages at once).
 */
export async function getCachedPage(lang: Locale, path: string) {
  const id = await cachedPageId(lang, path);
  if (id === null) return null;
  const read = cachedFound(async () => getPageEntity((await getDb()).db, lang, path), ["page-entity", lang, path], [TAGS.pages, TAGS.owner("cms.page", id)]);
  return read();
}

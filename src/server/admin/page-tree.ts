import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { Locale } from "@schemas/rules/localized";
import type { Db } from "../db/open";
import { pages, pageTranslations } from "../db/schema";
import { notTrashed, pageUrl } from "../content/pages";

export interface PageTreeNode { id: number; title: string; url: string; is_online: boolean; children: PageTreeNode[] }

/**
 * Every page outside the trash as a tree in display order, titled in one language. A page
 * whose parent is missing (or its translation is) stands at the top, so none is hidden.
 */
export async function listPageTree(db: Db, lang: Locale): Promise<PageTreeNode[]> {
  const rows = await db
    .select({ id: pages.id, parent_id: pages.parent_id, title: pageTranslations.title, path: pageTranslations.path, is_online: pages.is_online })
    .from(pages)
    .innerJoin(pageTranslations, and(eq(pageTranslations.page_id, pages.id), eq(pageTranslations.lang, lang)))
    .where(notTrashed)
    .orderBy(asc(pages.position), asc(pageTranslations.path), asc(pages.id));
  const nodes = new Map(rows.map((row) => [row.id, { id: row.id, title: row.title, url: pageUrl(lang, row.path), is_online: row.is_online, children: [] as PageTreeNode[] }]));
  const roots: PageTreeNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parent_id === null ? undefined : nodes.get(row.parent_id);
    (parent?.children ?? roots).push(node);
  }
  return roots;
}

import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import { LOCALES, type Locale } from "@schemas/rules/localized";
import type { Tx } from "../db/open";
import { pages, pageTranslations } from "../db/schema";
import { ValidationError } from "../errors";
import { draftPathIn } from "./page-settings-draft";

/** The advisory lock space of page paths (the shop's seat locks use 7101 and 7102). */
const PATH_LOCK_NAMESPACE = 7_201;

interface PageRefs {
  parent_id?: number | null;
  translations?: Partial<Record<Locale, { path?: string } | undefined>>;
}

/**
 * What a page's settings point at must hold before it is written: the parent exists and is
 * not the page itself or below it, and no other page has the same path in that language,
 * published or in its working settings (so publishing either never collides). Refused as 400
 * with the field's path rather than a unique-index failure (a 500).
 */
export async function assertPageRefs(tx: Tx, pageId: number | null, input: PageRefs): Promise<void> {
  if (input.parent_id !== undefined && input.parent_id !== null) {
    const seen = new Set<number>();
    let next: number | null = input.parent_id;
    while (next !== null) {
      if (next === pageId || seen.has(next)) throw ValidationError.field(["parent_id"], "invalid");
      seen.add(next);
      const [row]: { parent_id: number | null; deleted_at: Date | null }[] = await tx.select({ parent_id: pages.parent_id, deleted_at: pages.deleted_at }).from(pages).where(eq(pages.id, next));
      // A page in the trash takes no new children: they would vanish with it.
      if (!row || row.deleted_at) throw ValidationError.field(["parent_id"], "invalid_choice");
      next = row.parent_id;
    }
  }
  for (const lang of LOCALES) {
    const path = input.translations?.[lang]?.path;
    if (path === undefined) continue;
    // A working path lives in a JSON draft, out of reach of a unique index: two editors
    // claiming one path take turns, and the second one's check sees the first one's write.
    await tx.execute(sql`select pg_advisory_xact_lock(${PATH_LOCK_NAMESPACE}::int, hashtext(${`${lang}:${path}`}))`);
    const conditions = [eq(pageTranslations.lang, lang), eq(pageTranslations.path, path)];
    if (pageId !== null) conditions.push(ne(pageTranslations.page_id, pageId));
    const [taken] = await tx.select({ deleted_at: pages.deleted_at }).from(pageTranslations)
      .innerJoin(pages, eq(pages.id, pageTranslations.page_id)).where(and(...conditions)).limit(1);
    const [planned] = taken ? [] : await tx.select({ deleted_at: pages.deleted_at }).from(pages)
      .where(and(eq(draftPathIn(lang), path), pageId === null ? undefined : ne(pages.id, pageId))).limit(1);
    const holder = taken ?? planned;
    if (holder) throw ValidationError.field(["translations", lang, "path"], holder.deleted_at ? "path_in_trash" : "already_exists");
  }
}

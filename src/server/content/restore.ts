import "server-only";
import { randomUUID } from "node:crypto";
import { and, desc, eq, ne, or, sql } from "drizzle-orm";
import type { SectionData } from "../../../modules/registry";
import { LOCALES } from "../../../schemas/rules/localized";
import type { Db, Tx } from "../db/open";
import { containers, pageTranslations, pageVersions } from "../db/schema";
import { NotFoundError } from "../errors";
import { revalidate } from "../revalidate";
import { TAGS } from "../cache-tags";
import { readSection } from "./sections";
import { getPageVersion, versioned } from "./versions";

/**
 * Restore a version as a new version: the page's sections in every language and its texts
 * (title, headline, meta and Open Graph texts) go back to that version's; its URLs, online
 * state and menu flags stay as they are now, since restoring those could break links or
 * publish a page by accident. Sections are read leniently (a module whose type is gone is
 * left out), so an old version can always be restored. Answers the new version's id.
 */
export async function restorePageVersion(db: Db, pageId: number, versionId: number, userId?: number): Promise<number> {
  const version = await getPageVersion(db, pageId, versionId);
  if (!version) throw new NotFoundError(`version ${versionId} of page ${pageId} not found`);
  const { snapshot } = version;
  const newId = await db.transaction(async (tx) => {
    await versioned(tx, pageId, userId, async () => {
      const taken = await idsElsewhere(tx, pageId);
      await tx.delete(containers).where(and(eq(containers.content_type, "cms.page"), eq(containers.object_id, pageId)));
      for (const lang of LOCALES) {
        const sections = (snapshot.sections[lang] ?? []).flatMap((stored) => readSection(stored) ?? []).map((data) => freshIds(data, taken));
        if (sections.length) {
          await tx.insert(containers).values(sections.map((data, position) => ({ content_type: "cms.page", object_id: pageId, lang, position, slug: data.id, data })));
        }
      }
      for (const lang of LOCALES) {
        const texts = snapshot.translations[lang];
        if (!texts) continue;
        await tx
          .update(pageTranslations)
          .set({
            title: texts.title,
            headline: texts.headline ?? null,
            meta_title: texts.meta_title ?? null,
            meta_description: texts.meta_description ?? null,
            og_title: texts.og_title ?? null,
            og_description: texts.og_description ?? null,
          })
          .where(and(eq(pageTranslations.page_id, pageId), eq(pageTranslations.lang, lang)));
      }
    });
    const [latest] = await tx.select({ id: pageVersions.id }).from(pageVersions).where(eq(pageVersions.page_id, pageId)).orderBy(desc(pageVersions.id)).limit(1);
    return latest!.id;
  });
  revalidate(TAGS.pages);
  return newId;
}

/**
 * Section slugs and module ids in use outside this page. Ids are unique across the site; a
 * section or module that has since moved to another page (or was copied there with its id)
 * gets a new id on restore rather than two places sharing one.
 */
async function idsElsewhere(tx: Tx, pageId: number): Promise<Set<string>> {
  const elsewhere = or(ne(containers.content_type, "cms.page"), ne(containers.object_id, pageId));
  const rows = await tx
    .select({ id: sql<string>`x.id` })
    .from(sql`(select ${containers.slug} as id from ${containers} where ${elsewhere}
      union all select jsonb_path_query(${containers.data}, '$.columns[*].children[*].id') #>> '{}' from ${containers} where ${elsewhere}) as x`);
  return new Set(rows.map((row) => row.id));
}

function freshIds(data: SectionData, taken: Set<string>): SectionData {
  const fresh = (id: string) => (taken.has(id) ? randomUUID() : id);
  return {
    ...data,
    id: fresh(data.id),
    columns: data.columns.map((column) => ({ ...column, children: column.children.map((module) => ({ ...module, id: fresh(module.id) })) })),
  };
}

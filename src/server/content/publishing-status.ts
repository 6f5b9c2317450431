import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import type { PublishingStatus } from "@schemas/api/publishing";
import type { SectionVersions } from "@schemas/api/editor-concurrency";
import type { Db } from "../db/open";
import { containers, publications, publishedContainers } from "../db/schema";
import { editorName } from "./section-versions";
import type { Owner } from "./publish";
import { hasSettingsDraft } from "./page-settings-draft";

/**
 * Whether the working copy differs from the published one: any section whose place, language
 * or content is not the same in both, or a CMS page's settings. Computed, not remembered, so
 * an undo back to the published state or a discard reads as "published" again (a settings
 * draft equal to the published settings is not stored).
 */
export async function hasUnpublishedChanges(db: Db, owner: Owner): Promise<boolean> {
  if (owner.content_type === "cms.page" && await hasSettingsDraft(db, owner.object_id)) return true;
  return sectionsDiffer(db, owner);
}

/** Whether the owner's working sections differ from the published ones, all or those not in `exceptLang`. */
async function sectionsDiffer(db: Db, owner: Owner, exceptLang?: string): Promise<boolean> {
  const fields = (table: typeof containers | typeof publishedContainers) => sql`select ${sql.identifier("slug")}, ${sql.identifier("lang")}, ${sql.identifier("position")}, ${sql.identifier("data")}
    from ${table} where ${sql.identifier("content_type")} = ${owner.content_type} and ${sql.identifier("object_id")} = ${owner.object_id}
    ${exceptLang === undefined ? sql`` : sql`and ${sql.identifier("lang")} <> ${exceptLang}`}`;
  const [row] = await db.select({
    changed: sql<boolean>`exists ((${fields(containers)} except ${fields(publishedContainers)}) union all (${fields(publishedContainers)} except ${fields(containers)}))`,
  }).from(sql`(select 1) as one`);
  return row?.changed ?? false;
}

/** The versions of the owner's working sections in the languages other than `lang`. */
async function otherVersions(db: Db, owner: Owner, lang: string): Promise<SectionVersions> {
  const rows = await db.select({ slug: containers.slug, version: containers.version }).from(containers)
    .where(and(eq(containers.content_type, owner.content_type), eq(containers.object_id, owner.object_id), ne(containers.lang, lang)));
  return Object.fromEntries(rows.map((row) => [row.slug, row.version]));
}

/**
 * What the editor header shows, for an editor working in `lang`: unpublished changes, when
 * and by whom published, a plan, and what publishing would take along in the other languages.
 */
export async function publishingStatus(db: Db, owner: Owner, lang: string): Promise<PublishingStatus> {
  const [hasChanges, [state], otherChanges, others] = await Promise.all([
    hasUnpublishedChanges(db, owner),
    db.select().from(publications).where(and(eq(publications.content_type, owner.content_type), eq(publications.object_id, owner.object_id))),
    sectionsDiffer(db, owner, lang),
    otherVersions(db, owner, lang),
  ]);
  return {
    ...owner,
    has_changes: hasChanges,
    published_at: state?.published_at?.toISOString() ?? null,
    published_by: await editorName(db, state?.published_by ?? null),
    publish_at: state?.publish_at?.toISOString() ?? null,
    scheduled_by: await editorName(db, state?.scheduled_by ?? null),
    other_languages: { has_changes: otherChanges, versions: others },
  };
}

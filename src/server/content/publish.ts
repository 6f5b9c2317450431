import "server-only";
import { and, asc, eq, getTableColumns, sql } from "drizzle-orm";
import type { ContainerOwnerType } from "@schemas/api/editor";
import type { Db, Tx } from "../db/open";
import { containers, pages, publications, publishedContainers } from "../db/schema";
import { redirectsChanged } from "../site/redirects";
import { revalidate } from "../revalidate";
import { TAGS } from "../cache-tags";
import { lockOwner } from "./owners";
import { withOwnerVersion } from "./sections";
import { keepPageVersion } from "./versions";
import { nextVersions } from "./section-versions";
import { freshIds, idsElsewhere } from "./fresh-ids";
import { assertOwnerCurrent, type SeenSections } from "./owner-versions";
import { publishSettingsInTx, type SettingsPublished } from "./page-settings-draft";

/**
 * Drafts and publishing. Every editor write goes to the working copy (`containers`); visitors,
 * site search and the sitemap read the published copy (`published_containers`). Publishing
 * replaces an owner's published rows with its working rows in one transaction, every column
 * copied, so a column added to both tables later (a changed search text) comes along.
 */

export interface Owner {
  content_type: ContainerOwnerType;
  object_id: number;
}

/** Every stored column of a section row (generated ones are computed by PostgreSQL again). */
const COPIED = Object.values(getTableColumns(containers)).filter((column) => !column.generated).map((column) => sql.identifier(column.name));
const copiedList = sql.join(COPIED, sql`, `);

const workingOf = (owner: Owner) => and(eq(containers.content_type, owner.content_type), eq(containers.object_id, owner.object_id));
export const publishedOf = (owner: Owner) =>
  and(eq(publishedContainers.content_type, owner.content_type), eq(publishedContainers.object_id, owner.object_id));

/**
 * Publish inside the caller's transaction (its owner already locked): the published copy
 * becomes the working copy, a CMS page's working settings become its published ones, a
 * planned publication is done with, and a CMS page keeps the result as a version marked
 * published, by `userId` (who planned it, for a plan). Answers what the settings changed.
 */
export async function publishInTx(tx: Tx, owner: Owner, userId: number | null): Promise<SettingsPublished> {
  const settings = owner.content_type === "cms.page" ? await publishSettingsInTx(tx, owner.object_id) : { changed: false, moved: false };
  await tx.delete(publishedContainers).where(publishedOf(owner));
  await tx.execute(sql`insert into ${publishedContainers} (${copiedList})
    select ${copiedList} from ${containers} where ${workingOf(owner)}`);
  const state = { published_at: new Date(), published_by: userId, publish_at: null, scheduled_by: null };
  await tx.insert(publications).values({ ...owner, ...state })
    .onConflictDoUpdate({ target: [publications.content_type, publications.object_id], set: state });
  if (owner.content_type === "cms.page") await keepPageVersion(tx, owner.object_id, userId ?? undefined, { published: true });
  return settings;
}

/**
 * Publish an owner's working copy now. With the sections the editor has seen, a copy that a
 * colleague changed since is refused (409) rather than published unseen.
 */
export async function publishOwner(db: Db, owner: Owner, userId: number, seen?: SeenSections): Promise<void> {
  const settings = await db.transaction(async (tx) => {
    await lockOwner(tx, owner.content_type, owner.object_id);
    await assertOwnerCurrent(tx, owner, seen);
    return publishInTx(tx, owner, userId);
  });
  revalidatePublished(owner, settings);
}

/**
 * Put the working copy back to the published state. Each section counts its version on (a
 * colleague with the page open is refused as after any change) and sections and modules that
 * have since moved to another owner come back under new ids. A CMS page's working settings
 * go back to the published ones, and it keeps a version. With the sections the editor has
 * seen, a colleague's change it has not seen is refused (409).
 */
export async function discardOwner(db: Db, owner: Owner, userId: number, seen?: SeenSections): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOwner(tx, owner.content_type, owner.object_id);
    await assertOwnerCurrent(tx, owner, seen);
    await withOwnerVersion(tx, owner, userId, async () => {
      const published = await tx.select().from(publishedContainers).where(publishedOf(owner))
        .orderBy(asc(publishedContainers.lang), asc(publishedContainers.position));
      const taken = await idsElsewhere(tx, owner);
      const rows = published.map(({ id: _id, search: _search, ...row }) => ({ ...row, data: freshIds(row.data, taken) }));
      const versions = await nextVersions(tx, rows.map((row) => row.data.id));
      if (owner.content_type === "cms.page") await tx.update(pages).set({ settings_draft: null }).where(eq(pages.id, owner.object_id));
      await tx.delete(containers).where(workingOf(owner));
      if (rows.length) {
        await tx.insert(containers).values(rows.map((row) => ({
          ...row, slug: row.data.id, version: versions.get(row.data.id), updated_by: userId, updated_at: new Date(),
        })));
      }
    });
  });
}

/**
 * Mark exactly what shows the owner's published sections stale: its pages in both languages.
 * Published page settings reach further (menus, lists, the sitemap, its old and new paths),
 * and a moved page's redirect entry must reach the proxy.
 */
export function revalidatePublished(owner: Owner, settings?: SettingsPublished): void {
  revalidate(TAGS.owner(owner.content_type, owner.object_id), ...(settings?.changed ? [TAGS.pages, TAGS.navigation] : []));
  if (settings?.moved) redirectsChanged();
}

/**
 * Publish every owner's working copy (the seed, whose content starts published). Nothing
 * is revalidated: it runs outside a server.
 */
export async function publishEverything(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(publishedContainers);
    await tx.execute(sql`insert into ${publishedContainers} (${copiedList}) select ${copiedList} from ${containers}`);
    await tx.execute(sql`insert into ${publications} (content_type, object_id, published_at)
      select distinct content_type, object_id, now() from ${containers}
      on conflict (content_type, object_id) do update set published_at = excluded.published_at, publish_at = null, scheduled_by = null`);
  });
}

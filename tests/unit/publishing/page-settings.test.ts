import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { testDatabases } from "../../helpers/db";
import type { Database } from "@/server/db/open";
import { pages, publications } from "@/server/db/schema";
import { createPage } from "@/server/content/pages";
import { getPageEntity } from "@/server/content/page-entity";
import { getPageSettings, updatePage } from "@/server/content/page-settings";
import { discardOwner, publishOwner } from "@/server/content/publish";
import { publishAllDue } from "@/server/content/publish-schedule";
import { restorePageVersion } from "@/server/content/restore";
import { listPageVersions } from "@/server/content/versions";
import { hasUnpublishedChanges } from "@/server/content/publishing-status";
import { listRedirects } from "@/server/site/redirects";
import { ValidationError } from "@/server/errors";
import { pageInput } from "../content/fixtures";

describe.each(testDatabases())("page settings as part of the draft on $name", ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(() => database.close());

  const ownerOf = (id: number) => ({ content_type: "cms.page", object_id: id }) as const;
  const redirectFrom = async (path: string) => (await listRedirects(database.db)).find((entry) => entry.old_path === path)?.new_path;

  it("keeps a new title and path from visitors until published, then leaves a redirect from the old path", async () => {
    const id = await createPage(database.db, pageInput({ de: "haus", en: "house" }));
    await publishOwner(database.db, ownerOf(id), 1);
    expect(await hasUnpublishedChanges(database.db, ownerOf(id))).toBe(false);

    await updatePage(database.db, id, { in_footer: true, translations: { de: { path: "haus-neu", title: "Neues Haus", meta_description: "Worum es geht" } } }, 1);
    // Visitors read the published settings: the old path and title, the new path unknown.
    expect(await getPageEntity(database.db, "de", "haus")).toMatchObject({ title: "Seite haus", in_footer: false, urls: { de: "/de/haus" } });
    expect(await getPageEntity(database.db, "de", "haus-neu")).toBeNull();
    // The editor sees the working settings, at the new path and in the dialog.
    expect(await getPageEntity(database.db, "de", "haus-neu", { working: true })).toMatchObject({ title: "Neues Haus", meta_description: "Worum es geht", in_footer: true, urls: { de: "/de/haus-neu", en: "/en/house" } });
    expect((await getPageSettings(database.db, id)).translations.de).toMatchObject({ path: "haus-neu", title: "Neues Haus" });
    expect(await hasUnpublishedChanges(database.db, ownerOf(id))).toBe(true);
    expect(await redirectFrom("/de/haus")).toBeUndefined();

    await publishOwner(database.db, ownerOf(id), 1);
    expect(await getPageEntity(database.db, "de", "haus")).toBeNull();
    expect(await getPageEntity(database.db, "de", "haus-neu")).toMatchObject({ title: "Neues Haus", in_footer: true });
    expect(await redirectFrom("/de/haus")).toBe("/de/haus-neu");
    expect(await redirectFrom("/en/house")).toBeUndefined();
    expect(await hasUnpublishedChanges(database.db, ownerOf(id))).toBe(false);
  });

  it("discarding puts the working settings back to the published ones", async () => {
    const id = await createPage(database.db, pageInput({ de: "verwerfen", en: "discard" }));
    await publishOwner(database.db, ownerOf(id), 1);
    const before = await getPageSettings(database.db, id);
    await updatePage(database.db, id, { is_online: false, translations: { en: { path: "discarded", title: "Gone" } } }, 1);
    await discardOwner(database.db, ownerOf(id), 1);
    const after = await getPageSettings(database.db, id);
    expect({ ...after, updated_at: before.updated_at }).toEqual(before);
    expect(await hasUnpublishedChanges(database.db, ownerOf(id))).toBe(false);
    expect(await redirectFrom("/en/discard")).toBeUndefined();
  });

  it("counts a settings change as unpublished, and changing it back as published again", async () => {
    const id = await createPage(database.db, pageInput({ de: "zaehlen", en: "count" }));
    await publishOwner(database.db, ownerOf(id), 1);
    const { title } = (await getPageSettings(database.db, id)).translations.de!;
    await updatePage(database.db, id, { translations: { de: { title: "Anders" } } });
    expect(await hasUnpublishedChanges(database.db, ownerOf(id))).toBe(true);
    await updatePage(database.db, id, { translations: { de: { title } } });
    expect(await hasUnpublishedChanges(database.db, ownerOf(id))).toBe(false);
  });

  it("refuses a path another page publishes or holds in its working settings, on the field", async () => {
    const first = await createPage(database.db, pageInput({ de: "erste", en: "first" }));
    const second = await createPage(database.db, pageInput({ de: "zweite", en: "second" }));
    await updatePage(database.db, first, { translations: { de: { path: "geplant" } } });
    for (const path of ["erste", "geplant"]) {
      const error = await updatePage(database.db, second, { translations: { de: { path } } }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).fields("en")).toEqual({ "translations.de.path": [expect.any(String)] });
    }
  });

  it("lets only one of several editors claiming the same working path at once have it", async () => {
    const ids = await Promise.all(Array.from({ length: 6 }, (_, n) => createPage(database.db, pageInput({ de: `anspruch-${n}`, en: `claim-${n}` }))));
    const results = await Promise.allSettled(ids.map((id) => updatePage(database.db, id, { translations: { de: { path: "umkaempft" } } })));
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    for (const result of results) if (result.status === "rejected") expect(result.reason).toBeInstanceOf(ValidationError);
  });

  it("a planned publication applies the working settings too", async () => {
    const id = await createPage(database.db, pageInput({ de: "plan", en: "plan" }));
    await publishOwner(database.db, ownerOf(id), 1);
    await updatePage(database.db, id, { translations: { de: { path: "plan-neu", title: "Geplant" } } }, 1);
    await database.db.update(publications).set({ publish_at: new Date(Date.now() - 1000), scheduled_by: 1 }).where(eq(publications.object_id, id));
    await publishAllDue(database.db);
    expect(await getPageEntity(database.db, "de", "plan-neu")).toMatchObject({ title: "Geplant" });
    expect(await redirectFrom("/de/plan")).toBe("/de/plan-neu");
    const [row] = await database.db.select({ draft: pages.settings_draft }).from(pages).where(eq(pages.id, id));
    expect(row?.draft).toBeNull();
  });

  it("restoring a version brings its texts back into the working settings, not to visitors", async () => {
    const id = await createPage(database.db, pageInput({ de: "wieder", en: "again" }));
    await publishOwner(database.db, ownerOf(id), 1);
    const [first] = await listPageVersions(database.db, id);
    await updatePage(database.db, id, { translations: { de: { title: "Zweiter Titel" } } }, 1);
    await publishOwner(database.db, ownerOf(id), 1);
    await restorePageVersion(database.db, id, first!.id, 1);
    expect(await getPageEntity(database.db, "de", "wieder")).toMatchObject({ title: "Zweiter Titel" });
    expect((await getPageSettings(database.db, id)).translations.de?.title).toBe("Seite wieder");
    expect(await hasUnpublishedChanges(database.db, ownerOf(id))).toBe(true);
  });
});

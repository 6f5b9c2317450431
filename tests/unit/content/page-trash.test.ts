import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { testDatabases } from "../../helpers/db";
import type { Database } from "@/server/db/open";
import { navigationItems, pages, pageVersions } from "@/server/db/schema";
import { childPages, createPage, findPageByPath } from "@/server/content/pages";
import { getPageSettings, updatePage } from "@/server/content/page-settings";
import { listTrash, purgePage, restorePage, trashPage } from "@/server/content/page-trash";
import { listPages } from "@/server/admin/other-lists";
import { listPageTree } from "@/server/admin/page-tree";
import { createContainer } from "@/server/content/container-writes";
import { sitemapEntries } from "@/server/site/sitemap";
import { readNavigation } from "@/server/site/navigation";
import { searchSite } from "@/server/services/search/search";
import { ValidationError } from "@/server/errors";
import { pageInput } from "./fixtures";

describe.each(testDatabases())("page trash on $name", ({ open }) => {
  let database: Database;
  let parent: number;
  let child: number;

  beforeAll(async () => {
    database = await open();
    parent = await createPage(database.db, pageInput({ de: "sammlung", en: "collection" }, {
      translations: { de: { path: "sammlung", title: "Sammlung Quittenbaum" }, en: { path: "collection", title: "Quince tree collection" } },
    }));
    child = await createPage(database.db, pageInput({ de: "sammlung/grafik", en: "collection/prints" }, { parent_id: parent }));
    await updatePage(database.db, parent, { translations: { de: { headline: "Erste Fassung" } } }, undefined);
    await database.db.insert(navigationItems).values({ menu: "menu", title: { de: "Sammlung", en: "Collection" }, url: { de: "/de/sammlung", en: "/en/collection" } });
  });
  afterAll(() => database.close());

  const versions = (id: number) => database.db.$count(pageVersions, eq(pageVersions.page_id, id));

  it("moves a page with the pages below it to the trash, where visitors, lists, menus, search and the sitemap no longer find it", async () => {
    const kept = await versions(parent);
    expect(kept).toBeGreaterThan(0);
    const tree = await listPageTree(database.db, "de");
    expect(tree.find((node) => node.id === parent)?.children.map((node) => node.url)).toEqual(["/de/sammlung/grafik"]);
    const found = async () => (await searchSite(database.db, { lang: "de", q: "Quittenbaum", categories: ["pages"], offset: 0, limit: 10 })).total;
    expect(await found()).toBe(1);
    expect((await sitemapEntries(database.db)).some((entry) => entry.paths.de === "/de/sammlung")).toBe(true);
    expect(await trashPage(database.db, parent, undefined)).toBe(2);
    expect(await findPageByPath(database.db, "de", "sammlung")).toBeNull();
    expect(await findPageByPath(database.db, "en", "collection/prints")).toBeNull();
    expect((await listPages(database.db, "de", { page: 1 })).rows.map((row) => row.id)).not.toContain(parent);
    expect((await childPages(database.db, "de", [parent])).length).toBe(0);
    expect((await sitemapEntries(database.db)).some((entry) => entry.paths.de === "/de/sammlung")).toBe(false);
    expect((await readNavigation(database.db, "de")).menu.some((item) => item.url === "/de/sammlung")).toBe(false);
    expect(await found()).toBe(0);
    expect((await listPageTree(database.db, "de")).some((node) => node.id === parent)).toBe(false);
    // An editor still on the page cannot add sections to it.
    await expect(createContainer(database.db, "de", { content_type: "cms.page", object_id: parent, layout: "100" })).rejects.toThrow("not found");
    const trash = await listTrash(database.db, "de");
    expect(trash.map((row) => row.url)).toEqual(expect.arrayContaining(["/de/sammlung", "/de/sammlung/grafik"]));
    expect(trash.find((row) => row.id === parent)?.versions).toBe(kept);
  });

  it("keeps the trashed page's address taken, naming the trash", async () => {
    const attempt = createPage(database.db, pageInput({ de: "sammlung", en: "collection-new" }));
    await expect(attempt).rejects.toBeInstanceOf(ValidationError);
    await attempt.catch((error: ValidationError) => expect(error.fields("en")).toEqual({ "translations.de.path": [expect.stringContaining("trash")] }));
  });

  it("restores the page with the pages below it and its versions", async () => {
    const kept = await versions(parent);
    await restorePage(database.db, parent);
    expect((await findPageByPath(database.db, "de", "sammlung"))?.page.id).toBe(parent);
    expect((await findPageByPath(database.db, "de", "sammlung/grafik"))?.page.id).toBe(child);
    expect(await versions(parent)).toBe(kept);
    expect(await listTrash(database.db, "de")).toEqual([]);
    expect((await readNavigation(database.db, "de")).menu.some((item) => item.url === "/de/sammlung")).toBe(true);
  });

  it("restores a page whose parent is still in the trash at the top level", async () => {
    await trashPage(database.db, child, undefined);
    await trashPage(database.db, parent, undefined);
    await restorePage(database.db, child);
    const [row] = await database.db.select({ parent_id: pages.parent_id }).from(pages).where(eq(pages.id, child));
    expect(row?.parent_id).toBeNull();
    expect(await findPageByPath(database.db, "de", "sammlung/grafik")).not.toBeNull();
    expect(await findPageByPath(database.db, "de", "sammlung")).toBeNull();
  });

  it("restores a page whose working settings name a parent now in the trash with those settings at the top level", async () => {
    const home = await createPage(database.db, pageInput({ de: "haus", en: "house" }));
    const planned = await createPage(database.db, pageInput({ de: "plan", en: "plan" }));
    const moving = await createPage(database.db, pageInput({ de: "haus/raum", en: "house/room" }, { parent_id: home }));
    await updatePage(database.db, moving, { parent_id: planned });
    await trashPage(database.db, moving, undefined);
    await trashPage(database.db, planned, undefined);
    await restorePage(database.db, moving);
    expect((await getPageSettings(database.db, moving)).parent_id).toBeNull();
    const [row] = await database.db.select({ parent_id: pages.parent_id }).from(pages).where(eq(pages.id, moving));
    expect(row?.parent_id).toBe(home);
  });

  it("purges only from the trash, with the page's versions", async () => {
    await expect(purgePage(database.db, child)).rejects.toThrow("not in the trash");
    expect(await purgePage(database.db, parent)).toBe(1);
    expect(await database.db.$count(pages, eq(pages.id, parent))).toBe(0);
    expect(await versions(parent)).toBe(0);
    await expect(restorePage(database.db, parent)).rejects.toThrow("not in the trash");
    // The address is free again.
    await expect(createPage(database.db, pageInput({ de: "sammlung", en: "collection" }))).resolves.toBeGreaterThan(0);
  });
});

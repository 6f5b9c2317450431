import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { eq } from "drizzle-orm";
import { testDatabases } from "../../helpers/db";
import type { Database } from "@/server/db/open";
import { navigationItems, pageVersions } from "@/server/db/schema";
import { createPage } from "@/server/content/pages";
import { replaceSections, saveSection } from "@/server/content/sections";
import { publishOwner } from "@/server/content/publish";
import { GET as getPage } from "@/app/[lang]/pageeditor-api/page/[[...path]]/route";
import { GET as getNav } from "@/app/[lang]/pageeditor-api/nav/route";
import { GET as getSettings } from "@/app/pageeditor-api/settings/route";
import { headlineSection, pageInput } from "../content/fixtures";
import { editorSession } from "../../helpers/editor";

const call = (handler: typeof getPage, url: string, params: Record<string, unknown>, cookies?: Record<string, string>) =>
  handler(
    new NextRequest(new URL(url, "http://localhost"), { headers: cookies ? { cookie: Object.entries(cookies).map(([name, value]) => `${name}=${value}`).join("; ") } : {} }),
    { params: Promise.resolve(params) } as never,
  );

describe.each(testDatabases())("page API on $name", ({ open }) => {
  let database: Database;
  let parentId: number;

  beforeAll(async () => {
    database = await open();
    // The route handlers use the process-wide database; point it at this test's one.
    globalThis.__museumDb = Promise.resolve(database);
    parentId = await createPage(database.db, pageInput({ de: "besuch", en: "visit" }));
    const childId = await createPage(database.db, pageInput({ de: "besuch/anfahrt", en: "visit/directions" }, { parent_id: parentId }));
    await createPage(database.db, pageInput({ de: "besuch/gruppen", en: "visit/groups" }, { parent_id: parentId, position: 1 }));
    await createPage(database.db, pageInput({ de: "vorschau", en: "preview" }, { is_online: false }));
    await replaceSections(database.db, { content_type: "cms.page", object_id: childId, lang: "de", sections: [headlineSection("api-1", "Mit Bus und Bahn")] });
    await replaceSections(database.db, { content_type: "cms.page", object_id: childId, lang: "en", sections: [headlineSection("api-2", "By bus and train")] });
    // The API answers what visitors see: the published sections.
    await publishOwner(database.db, { content_type: "cms.page", object_id: childId }, 1);
  });
  afterAll(async () => {
    globalThis.__museumDb = undefined;
    await database.close();
  });

  it("answers a page entity with urls per language, breadcrumbs, siblings and its modules", async () => {
    const response = await call(getPage, "/en/pageeditor-api/page/visit/directions", { lang: "en", path: ["visit", "directions"] });
    expect(response.status).toBe(200);
    const page = await response.json();
    expect(page.urls).toEqual({ de: "/de/besuch/anfahrt", en: "/en/visit/directions" });
    expect(page.title).toBe("Page visit/directions");
    expect(page.parent).toBe(parentId);
    expect(page.breadcrumbs).toEqual([{ id: parentId, title: "Page visit", url: "/en/visit" }]);
    expect(page.siblings).toMatchObject([{ title: "Page visit/groups", urls: { de: "/de/besuch/gruppen", en: "/en/visit/groups" } }]);
    expect(page.modules[0].columns[0].children[0]).toMatchObject({ type: "headline", content: "By bus and train" });
  });

  it("answers 404 for an unknown path, an offline page and an unknown language", async () => {
    expect((await call(getPage, "/de/pageeditor-api/page/gibt-es-nicht", { lang: "de", path: ["gibt-es-nicht"] })).status).toBe(404);
    expect((await call(getPage, "/de/pageeditor-api/page/vorschau", { lang: "de", path: ["vorschau"] })).status).toBe(404);
    expect((await call(getPage, "/fr/pageeditor-api/page/besuch", { lang: "fr", path: ["besuch"] })).status).toBe(404);
  });

  it("shows an offline page to a logged-in editor only", async () => {
    const { cookies } = await editorSession(database);
    const response = await call(getPage, "/de/pageeditor-api/page/vorschau", { lang: "de", path: ["vorschau"] }, cookies);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ is_online: false, urls: { de: "/de/vorschau" } });
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect((await call(getPage, "/de/pageeditor-api/page/vorschau", { lang: "de", path: ["vorschau"] }, { sessionid: "forged" })).status).toBe(404);
  });

  it("serves a stored version by version_id to editors, and refuses a malformed one with a field message", async () => {
    const { cookies } = await editorSession(database);
    await saveSection(database.db, { content_type: "cms.page", object_id: parentId, lang: "de" }, headlineSection("api-v", "Erste Fassung"));
    await saveSection(database.db, { content_type: "cms.page", object_id: parentId, lang: "de" }, headlineSection("api-v", "Zweite Fassung"));
    await publishOwner(database.db, { content_type: "cms.page", object_id: parentId }, 1);
    const versions = await database.db.select().from(pageVersions).where(eq(pageVersions.page_id, parentId)).orderBy(pageVersions.id);

    const old = await call(getPage, `/de/pageeditor-api/page/besuch?version_id=${versions[1]!.id}`, { lang: "de", path: ["besuch"] }, cookies);
    expect((await old.json()).modules[0].columns[0].children[0].content).toBe("Erste Fassung");
    const anonymous = await call(getPage, `/de/pageeditor-api/page/besuch?version_id=${versions[1]!.id}`, { lang: "de", path: ["besuch"] });
    expect(anonymous.status).toBe(401);
    expect(JSON.stringify(await anonymous.json())).not.toContain("Erste Fassung");
    const current = await call(getPage, "/de/pageeditor-api/page/besuch", { lang: "de", path: ["besuch"] });
    expect((await current.json()).modules[0].columns[0].children[0].content).toBe("Zweite Fassung");

    const bad = await call(getPage, "/en/pageeditor-api/page/visit?version_id=latest", { lang: "en", path: ["visit"] });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ errors: { version_id: ["Please enter a number."] } });
    expect((await call(getPage, "/de/pageeditor-api/page/besuch?version_id=999999", { lang: "de", path: ["besuch"] }, cookies)).status).toBe(404);
  });

  it("answers the navigation and the settings", async () => {
    const [parent] = await database.db.insert(navigationItems).values({ menu: "menu", title: { de: "Besuch", en: "Visit" }, url: { de: "/de/besuch", en: "/en/visit" } }).returning();
    await database.db.insert(navigationItems).values([
      { menu: "menu", parent_id: parent!.id, title: { de: "Anfahrt", en: "Directions" }, url: { de: "/de/besuch/anfahrt", en: "/en/visit/directions" } },
      { menu: "footer", title: { de: "Impressum", en: "Imprint" }, url: { de: "/de/impressum", en: "/en/impressum" } },
    ]);
    const nav = await (await call(getNav, "/en/pageeditor-api/nav", { lang: "en" })).json();
    expect(nav).toEqual({
      menu: [{ url: "/en/visit", menu_name: "Visit", has_tab_navigation: false, children: [{ url: "/en/visit/directions", menu_name: "Directions", has_tab_navigation: false, children: [] }] }],
      // Footer links carry title and url (001 §3).
      footer: [{ title: "Imprint", url: "/en/impressum", menu_name: "Imprint", has_tab_navigation: false, children: [] }],
    });
    const settings = await (await call(getSettings, "/pageeditor-api/settings", {})).json();
    expect(settings).toMatchObject({ is_site_online: true, is_shop_online: true, html_footer_top: { code: "" } });
  });
});

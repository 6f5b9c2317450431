import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { testDatabases } from "../../helpers/db";
import type { Database } from "@/server/db/open";
import { pages, pageTranslations, pageVersions } from "@/server/db/schema";
import { createPage } from "@/server/content/pages";
import { replaceSections } from "@/server/content/sections";
import { getPageEntity } from "@/server/content/page-entity";
import { POST as createPageRoute } from "@/app/[lang]/pageeditor-api/pages/route";
import * as pageRoute from "@/app/[lang]/pageeditor-api/pages/[id]/route";
import { GET as listVersions } from "@/app/[lang]/pageeditor-api/pages/[id]/versions/route";
import { POST as restore } from "@/app/[lang]/pageeditor-api/pages/[id]/versions/[versionId]/restore/route";
import * as moduleRoute from "@/app/[lang]/pageeditor-api/module/[id]/route";
import { asEditor, callRoute, CSRF, editorSession } from "../../helpers/editor";
import { headlineSection, pageInput } from "../content/fixtures";

type Session = Awaited<ReturnType<typeof editorSession>>;

describe.each(testDatabases())("editor API: page settings and versions on $name", ({ open }) => {
  let database: Database;
  let editor: Session;
  let parentId: number;

  beforeAll(async () => {
    database = await open();
    globalThis.__museumDb = Promise.resolve(database);
    editor = await editorSession(database);
    parentId = await createPage(database.db, pageInput({ de: "haus", en: "house" }, { in_menu: true }));
  });
  afterAll(async () => {
    globalThis.__museumDb = undefined;
    await database.close();
  });

  it("creates a child page and answers its settings, URLs and which languages still lack content", async () => {
    const body = {
      parent_id: parentId,
      is_online: false,
      translations: { de: { path: "haus/geschichte", title: "Geschichte" }, en: { path: "house/history", title: "History" } },
    };
    const response = await callRoute(createPageRoute, "/de/pageeditor-api/pages/", { lang: "de" }, asEditor(editor, body));
    expect(response.status).toBe(201);
    const page = await response.json();
    expect(page).toMatchObject({
      parent_id: parentId, is_online: false, is_clickable: true, in_menu: false,
      urls: { de: "/de/haus/geschichte", en: "/en/house/history" },
      translations: { de: { title: "Geschichte", headline: null }, en: { title: "History" } },
      has_content: { de: false, en: false },
    });

    const taken = await callRoute(createPageRoute, "/en/pageeditor-api/pages", { lang: "en" }, asEditor(editor, { ...body, translations: { de: { path: "haus/neu", title: "Neu" }, en: { path: "house", title: "Again" } } }));
    expect(taken.status).toBe(400);
    expect(await taken.json()).toEqual({ errors: { "translations.en.path": ["This value is already taken."] } });
    const invalid = await callRoute(createPageRoute, "/en/pageeditor-api/pages", { lang: "en" }, asEditor(editor, { translations: { de: { path: "Ä b", title: "" }, en: { path: "x", title: "X" } } }));
    expect(await invalid.json()).toEqual({ errors: { "translations.de.path": ["Invalid input."], "translations.de.title": ["This field is required!"] } });
  });

  it("changes only the settings given, per language too, keeping a version", async () => {
    const id = await createPage(database.db, pageInput({ de: "haus/team", en: "house/team" }, { parent_id: parentId, in_footer: true }));
    await database.db.update(pageTranslations).set({ headline: "Unser Team", meta_title: "Team" }).where(eq(pageTranslations.page_id, id));
    const patch = { is_clickable: false, og_type: "article", translations: { en: { title: "Our team", meta_description: "Who we are" } } };
    const response = await callRoute(pageRoute.PATCH, `/en/pageeditor-api/pages/${id}`, { lang: "en", id: String(id) }, asEditor(editor, patch, "PATCH"));
    expect(response.status).toBe(200);
    const page = await response.json();
    expect(page).toMatchObject({ is_clickable: false, in_footer: true, is_online: true, og_type: "article", parent_id: parentId });
    expect(page.translations.en).toEqual({ path: "house/team", title: "Our team", headline: "Unser Team", meta_title: "Team", meta_description: "Who we are", og_title: null, og_description: null });
    expect(page.translations.de).toMatchObject({ path: "haus/team", title: "Seite haus/team", headline: "Unser Team" });
    expect(await database.db.$count(pageVersions, eq(pageVersions.page_id, id))).toBe(2);

    const moved = await callRoute(pageRoute.POST, `/de/pageeditor-api/pages/${id}`, { lang: "de", id: String(id) }, asEditor(editor, { translations: { de: { path: "haus/menschen" } }, in_menu: true }));
    expect(await moved.json()).toMatchObject({ urls: { de: "/de/haus/menschen", en: "/en/house/team" }, in_menu: true, is_clickable: false });

    const cycle = await callRoute(pageRoute.PATCH, `/de/pageeditor-api/pages/${parentId}`, { lang: "de", id: String(parentId) }, asEditor(editor, { parent_id: id }, "PATCH"));
    expect(await cycle.json()).toEqual({ errors: { parent_id: ["Ungültige Eingabe."] } });
    const [parent] = await database.db.select().from(pages).where(eq(pages.id, parentId));
    expect(parent!.parent_id).toBeNull();

    expect((await callRoute(pageRoute.GET, "/de/pageeditor-api/pages/999999", { lang: "de", id: "999999" }, { cookies: editor.cookies })).status).toBe(404);
    expect((await callRoute(pageRoute.PATCH, "/de/pageeditor-api/pages/999999", { lang: "de", id: "999999" }, asEditor(editor, { in_menu: true }, "PATCH"))).status).toBe(404);
    expect((await callRoute(pageRoute.GET, "/de/pageeditor-api/pages/abc", { lang: "de", id: "abc" }, { cookies: editor.cookies })).status).toBe(404);
  });

  it("lists a page's versions newest first with author and time, and restores one as a new version", async () => {
    const id = await createPage(database.db, pageInput({ de: "haus/chronik", en: "house/chronicle" }));
    await replaceSections(database.db, { content_type: "cms.page", object_id: id, lang: "de", sections: [headlineSection("chr-1", "Seeded")] });
    const other = await editorSession(database);
    const edit = (session: Session, content: string) =>
      callRoute(moduleRoute.PATCH, "/de/pageeditor-api/module/chr-1-h", { lang: "de", id: "chr-1-h" }, asEditor(session, { content }, "PATCH"));
    expect((await edit(editor, "Erste Änderung")).status).toBe(200);
    expect((await edit(other, "Zweite Änderung")).status).toBe(200);

    const listed = await callRoute(listVersions, `/de/pageeditor-api/pages/${id}/versions/`, { lang: "de", id: String(id) }, { cookies: editor.cookies });
    expect(listed.status).toBe(200);
    const list = await listed.json();
    expect(list).toMatchObject({ count: 4, next: null, previous: null });
    expect(list.results.map((version: { author: { username: string } | null }) => version.author?.username ?? null)).toEqual([
      other.user.username, editor.user.username, null, null,
    ]);
    expect(list.results[0]).toMatchObject({ is_current: true, languages: ["de"] });
    expect(list.results[3]).toMatchObject({ is_current: false, languages: [] });
    expect(new Date(list.results[0].created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const first = list.results[1].id;
    const restored = await callRoute(restore, `/de/pageeditor-api/pages/${id}/versions/${first}/restore`, { lang: "de", id: String(id), versionId: String(first) }, asEditor(other));
    expect(restored.status).toBe(201);
    const answer = await restored.json();
    expect(answer).toMatchObject({ page: id, restored_from: first });
    expect(answer.version_id).toBeGreaterThan(list.results[0].id);
    const page = await getPageEntity(database.db, "de", "haus/chronik", { working: true });
    expect(page?.modules[0]?.columns[0]?.children[0]).toMatchObject({ id: "chr-1-h", content: "Erste Änderung" });
    expect(await database.db.$count(pageVersions, eq(pageVersions.page_id, id))).toBe(5);

    // A version from another page, or none at all, is not found.
    expect((await callRoute(restore, `/de/pageeditor-api/pages/${parentId}/versions/${first}/restore`, { lang: "de", id: String(parentId), versionId: String(first) }, asEditor(other))).status).toBe(404);
    const anonymous = await callRoute(listVersions, `/de/pageeditor-api/pages/${id}/versions/`, { lang: "de", id: String(id) });
    expect(anonymous.status).toBe(401);
    const forged = await callRoute(restore, `/de/pageeditor-api/pages/${id}/versions/${first}/restore`, { lang: "de", id: String(id), versionId: String(first) }, { method: "POST", cookies: other.cookies });
    expect(forged.status).toBe(403);
  });

  it("refuses page writes without a session (401) or without the CSRF token (403), changing nothing", async () => {
    const before = await database.db.select().from(pages);
    const body = { in_menu: false };
    expect((await callRoute(pageRoute.PATCH, `/de/pageeditor-api/pages/${parentId}`, { lang: "de", id: String(parentId) }, { method: "PATCH", body, csrf: CSRF, cookies: { csrftoken: CSRF } })).status).toBe(401);
    expect((await callRoute(pageRoute.POST, `/de/pageeditor-api/pages/${parentId}`, { lang: "de", id: String(parentId) }, { method: "POST", body, cookies: editor.cookies })).status).toBe(403);
    expect((await callRoute(createPageRoute, "/de/pageeditor-api/pages", { lang: "de" }, { method: "POST", body: pageInput({ de: "neu", en: "new" }), cookies: editor.cookies })).status).toBe(403);
    expect((await callRoute(pageRoute.GET, `/de/pageeditor-api/pages/${parentId}`, { lang: "de", id: String(parentId) })).status).toBe(401);
    expect(await database.db.select().from(pages)).toEqual(before);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { testDatabases } from "../../helpers/db";
import type { Database } from "@/server/db/open";
import { containers, pageVersions } from "@/server/db/schema";
import { createPage } from "@/server/content/pages";
import { replaceSections } from "@/server/content/sections";
import { GET as bySlug } from "@/app/[lang]/pageeditor-api/container/by-slug/[slug]/route";
import { POST as createSection } from "@/app/[lang]/pageeditor-api/section/route";
import * as sectionRoute from "@/app/[lang]/pageeditor-api/section/[id]/route";
import { POST as createColumn } from "@/app/[lang]/pageeditor-api/section/[id]/column/route";
import * as columnRoute from "@/app/[lang]/pageeditor-api/section/[id]/column/[index]/route";
import { POST as createModule } from "@/app/[lang]/pageeditor-api/module/route";
import * as moduleRoute from "@/app/[lang]/pageeditor-api/module/[id]/route";
import { asEditor, callRoute, CSRF, editorSession } from "../../helpers/editor";
import { headlineSection, pageInput } from "../content/fixtures";

type Session = Awaited<ReturnType<typeof editorSession>>;

const headline = (id: string, content: string) => ({ id, type: "headline", headline_level: 2, content });

describe.each(testDatabases())("editor API: sections, columns, modules on $name", ({ open }) => {
  let database: Database;
  let editor: Session;
  let pageId: number;

  const versionsOf = (id: number) => database.db.$count(pageVersions, eq(pageVersions.page_id, id));
  const stored = async (slug: string) => (await database.db.select().from(containers).where(eq(containers.slug, slug)))[0];

  beforeAll(async () => {
    database = await open();
    globalThis.__museumDb = Promise.resolve(database);
    editor = await editorSession(database);
    pageId = await createPage(database.db, pageInput({ de: "ausstellung", en: "exhibition" }));
    await replaceSections(database.db, { content_type: "cms.page", object_id: pageId, lang: "de", sections: [headlineSection("sec-a", "Erste Sektion")] });
  });
  afterAll(async () => {
    globalThis.__museumDb = undefined;
    await database.close();
  });

  it("answers a section by slug with its columns' widths and owner, and 404 for an unknown slug", async () => {
    const response = await callRoute(bySlug, "/de/pageeditor-api/container/by-slug/sec-a", { lang: "de", slug: "sec-a" }, { cookies: editor.cookies });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: "sec-a", slug: "sec-a", type: "section", model: "section", layout: "100", content_type: "cms.page", object_id: pageId, lang: "de", position: 0, parent: null,
      columns: [{ width: 12, classes: "col col-12", children: [{ id: "sec-a-h", type: "headline", content: "Erste Sektion" }] }],
    });
    expect((await callRoute(bySlug, "/de/pageeditor-api/container/by-slug/nope", { lang: "de", slug: "nope" }, { cookies: editor.cookies })).status).toBe(404);
  });

  it("creates the initial empty section for a page with the layout's columns, at a position, keeping a version", async () => {
    const before = await versionsOf(pageId);
    const response = await callRoute(createSection, "/de/pageeditor-api/section/", { lang: "de" }, asEditor(editor, { object_id: pageId, id: "sec-new", layout: "50-50", position: 0 }));
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ id: "sec-new", layout: "50-50", extra_class: "", position: 0, columns: [{ children: [] }, { children: [] }] });
    expect((await stored("sec-a"))!.position).toBe(1);
    expect(await versionsOf(pageId)).toBe(before + 1);

    const generated = await (await callRoute(createSection, "/de/pageeditor-api/section", { lang: "de" }, asEditor(editor, { object_id: pageId }))).json();
    expect(generated.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(generated).toMatchObject({ layout: "100", position: 2, columns: [{ children: [] }] });

    const taken = await callRoute(createSection, "/de/pageeditor-api/section", { lang: "de" }, asEditor(editor, { object_id: pageId, id: "sec-a" }));
    expect(taken.status).toBe(400);
    expect(await taken.json()).toEqual({ errors: { id: ["Dieser Wert ist schon vergeben."] } });
    expect((await callRoute(createSection, "/de/pageeditor-api/section", { lang: "de" }, asEditor(editor, { object_id: 999999 }))).status).toBe(404);
    const noOwner = await callRoute(createSection, "/en/pageeditor-api/section", { lang: "en" }, asEditor(editor, { layout: "300" }));
    expect(await noOwner.json()).toEqual({ errors: { object_id: ["This field is required!"] } });
  });

  it("adds, moves and deletes modules, each a new page version", async () => {
    const created = await callRoute(createModule, "/de/pageeditor-api/module/", { lang: "de" }, asEditor(editor, { section: "sec-new", column: 1, ...headline("m-1", "Rechts") }));
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ id: "m-1", type: "headline", content: "Rechts", section: "sec-new", column: 1, position: 0 });
    await callRoute(createModule, "/de/pageeditor-api/module", { lang: "de" }, asEditor(editor, { section: "sec-new", column: 1, position: 0, ...headline("m-2", "Davor") }));
    expect((await stored("sec-new"))!.data.columns[1]!.children.map((module) => module.id)).toEqual(["m-2", "m-1"]);

    const versions = await versionsOf(pageId);
    const moved = await callRoute(moduleRoute.PATCH, "/de/pageeditor-api/module/m-1", { lang: "de", id: "m-1" }, asEditor(editor, { section: "sec-a", column: 0, position: 0, content: "Verschoben" }, "PATCH"));
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ id: "m-1", content: "Verschoben", headline_level: 2, section: "sec-a", column: 0, position: 0 });
    expect((await stored("sec-a"))!.data.columns[0]!.children.map((module) => module.id)).toEqual(["m-1", "sec-a-h"]);
    expect((await stored("sec-new"))!.data.columns[1]!.children.map((module) => module.id)).toEqual(["m-2"]);
    expect(await versionsOf(pageId)).toBe(versions + 1);

    const read = await callRoute(moduleRoute.GET, "/de/pageeditor-api/module/m-2", { lang: "de", id: "m-2" }, { cookies: editor.cookies });
    expect(await read.json()).toMatchObject({ id: "m-2", section: "sec-new", column: 1, position: 0 });

    const replaced = await callRoute(moduleRoute.POST, "/de/pageeditor-api/module/m-2", { lang: "de", id: "m-2" }, asEditor(editor, { type: "headline", headline_level: 3, content: "Neu", subline: "Unter" }));
    expect(await replaced.json()).toMatchObject({ id: "m-2", headline_level: 3, content: "Neu", subline: "Unter" });
    const cleared = await callRoute(moduleRoute.PATCH, "/de/pageeditor-api/module/m-2", { lang: "de", id: "m-2" }, asEditor(editor, { subline: null }, "PATCH"));
    expect(await cleared.json()).not.toHaveProperty("subline");

    expect((await callRoute(moduleRoute.DELETE, "/de/pageeditor-api/module/m-2", { lang: "de", id: "m-2" }, asEditor(editor, undefined, "DELETE"))).status).toBe(204);
    expect((await callRoute(moduleRoute.GET, "/de/pageeditor-api/module/m-2", { lang: "de", id: "m-2" }, { cookies: editor.cookies })).status).toBe(404);
    expect((await callRoute(moduleRoute.DELETE, "/de/pageeditor-api/module/m-2", { lang: "de", id: "m-2" }, asEditor(editor, undefined, "DELETE"))).status).toBe(404);
  });

  it("refuses a video on an unlisted domain with the field's message and leaves the page and its versions unchanged", async () => {
    const sectionBefore = await stored("sec-new");
    const versions = await versionsOf(pageId);
    const video = { id: "v-1", type: "video", video_url: "https://videos.example.com/watch?v=1" };

    const add = await callRoute(createModule, "/en/pageeditor-api/module", { lang: "en" }, asEditor(editor, { section: "sec-new", column: 0, ...video }));
    expect(add.status).toBe(400);
    expect(await add.json()).toEqual({ errors: { video_url: ["This address is not allowed. Allowed are: youtube.com, youtu.be, vimeo.com."] } });

    const asSection = { ...sectionBefore!.data, columns: [{ children: [video] }, { children: [] }] };
    const save = await callRoute(sectionRoute.POST, "/de/pageeditor-api/section/sec-new", { lang: "de", id: "sec-new" }, asEditor(editor, asSection));
    expect(save.status).toBe(400);
    expect(Object.keys((await save.json()).errors)).toEqual(["columns.0.children.0.video_url"]);

    const column = await callRoute(columnRoute.PATCH, "/de/pageeditor-api/section/sec-new/column/0", { lang: "de", id: "sec-new", index: "0" }, asEditor(editor, { children: [video] }, "PATCH"));
    expect(Object.keys((await column.json()).errors)).toEqual(["children.0.video_url"]);

    const missing = await callRoute(moduleRoute.PATCH, "/de/pageeditor-api/module/m-1", { lang: "de", id: "m-1" }, asEditor(editor, { content: "   " }, "PATCH"));
    expect(await missing.json()).toEqual({ errors: { content: ["Dieses Feld ist ein Pflichtfeld!"] } });

    expect(await stored("sec-new")).toEqual(sectionBefore);
    expect(await versionsOf(pageId)).toBe(versions);
  });

  it("changes a section's layout keeping every module, its background and its place", async () => {
    await callRoute(createModule, "/de/pageeditor-api/module", { lang: "de" }, asEditor(editor, { section: "sec-new", column: 1, ...headline("m-3", "Rechts unten") }));
    const narrowed = await callRoute(sectionRoute.PATCH, "/de/pageeditor-api/section/sec-new", { lang: "de", id: "sec-new" }, asEditor(editor, { layout: "100", extra_class: "cc02", position: 2 }, "PATCH"));
    expect(narrowed.status).toBe(200);
    const body = await narrowed.json();
    expect(body).toMatchObject({ layout: "100", extra_class: "cc02", position: 2 });
    expect(body.columns.map((column: { children: { id: string }[] }) => column.children.map((module) => module.id))).toEqual([["m-3"]]);
    const order = await database.db.select({ slug: containers.slug }).from(containers).where(eq(containers.object_id, pageId)).orderBy(asc(containers.position));
    expect(order.map((row) => row.slug).indexOf("sec-new")).toBe(2);

    const bad = await callRoute(sectionRoute.PATCH, "/de/pageeditor-api/section/sec-new", { lang: "de", id: "sec-new" }, asEditor(editor, { extra_class: "cc09" }, "PATCH"));
    expect(await bad.json()).toEqual({ errors: { extra_class: ["Ungültige Auswahl."] } });
  });

  it("adds, reads, fills and removes columns, the layout following their number", async () => {
    const added = await callRoute(createColumn, "/de/pageeditor-api/section/sec-new/column/", { lang: "de", id: "sec-new" }, asEditor(editor, {}));
    expect(added.status).toBe(201);
    expect(await added.json()).toEqual({ section: "sec-new", index: 1, width: 6, children: [] });
    expect((await stored("sec-new"))!.data.layout).toBe("50-50");

    const filled = await callRoute(columnRoute.POST, "/de/pageeditor-api/section/sec-new/column/1", { lang: "de", id: "sec-new", index: "1" }, asEditor(editor, { children: [headline("m-4", "Spalte zwei")] }));
    expect(await filled.json()).toMatchObject({ index: 1, children: [{ id: "m-4" }] });
    const third = await callRoute(createColumn, "/de/pageeditor-api/section/sec-new/column", { lang: "de", id: "sec-new" }, asEditor(editor, { position: 0, layout: "25-50-25" }));
    expect(await third.json()).toMatchObject({ index: 0, width: 3 });

    const removed = await callRoute(columnRoute.DELETE, "/de/pageeditor-api/section/sec-new/column/0?layout=67-33", { lang: "de", id: "sec-new", index: "0" }, asEditor(editor, undefined, "DELETE"));
    expect(removed.status).toBe(204);
    expect((await stored("sec-new"))!.data).toMatchObject({ layout: "67-33", columns: [{ children: [{ id: "m-3" }] }, { children: [{ id: "m-4" }] }] });
    expect((await callRoute(columnRoute.GET, "/de/pageeditor-api/section/sec-new/column/7", { lang: "de", id: "sec-new", index: "7" }, { cookies: editor.cookies })).status).toBe(404);
    expect((await callRoute(columnRoute.GET, "/de/pageeditor-api/section/sec-new/column/x", { lang: "de", id: "sec-new", index: "x" }, { cookies: editor.cookies })).status).toBe(404);
  });

  it("deletes a section with its modules", async () => {
    const response = await callRoute(sectionRoute.DELETE, "/de/pageeditor-api/section/sec-new", { lang: "de", id: "sec-new" }, asEditor(editor, undefined, "DELETE"));
    expect(response.status).toBe(204);
    expect(await stored("sec-new")).toBeUndefined();
    expect((await callRoute(sectionRoute.GET, "/de/pageeditor-api/section/sec-new", { lang: "de", id: "sec-new" }, { cookies: editor.cookies })).status).toBe(404);
    expect((await callRoute(sectionRoute.DELETE, "/de/pageeditor-api/section/sec-new", { lang: "de", id: "sec-new" }, asEditor(editor, undefined, "DELETE"))).status).toBe(404);
  });

  describe("every route refuses anonymous callers (401) and unsafe calls without the CSRF token (403)", () => {
    const cases: [string, unknown, string, Record<string, string>, string][] = [
      ["GET", bySlug, "/de/pageeditor-api/container/by-slug/sec-a", { slug: "sec-a" }, "GET"],
      ["POST section", createSection, "/de/pageeditor-api/section", {}, "POST"],
      ["GET section", sectionRoute.GET, "/de/pageeditor-api/section/sec-a", { id: "sec-a" }, "GET"],
      ["POST section by id", sectionRoute.POST, "/de/pageeditor-api/section/sec-a", { id: "sec-a" }, "POST"],
      ["PATCH section", sectionRoute.PATCH, "/de/pageeditor-api/section/sec-a", { id: "sec-a" }, "PATCH"],
      ["DELETE section", sectionRoute.DELETE, "/de/pageeditor-api/section/sec-a", { id: "sec-a" }, "DELETE"],
      ["POST column", createColumn, "/de/pageeditor-api/section/sec-a/column", { id: "sec-a" }, "POST"],
      ["GET column", columnRoute.GET, "/de/pageeditor-api/section/sec-a/column/0", { id: "sec-a", index: "0" }, "GET"],
      ["POST column by index", columnRoute.POST, "/de/pageeditor-api/section/sec-a/column/0", { id: "sec-a", index: "0" }, "POST"],
      ["PATCH column", columnRoute.PATCH, "/de/pageeditor-api/section/sec-a/column/0", { id: "sec-a", index: "0" }, "PATCH"],
      ["DELETE column", columnRoute.DELETE, "/de/pageeditor-api/section/sec-a/column/0", { id: "sec-a", index: "0" }, "DELETE"],
      ["POST module", createModule, "/de/pageeditor-api/module", {}, "POST"],
      ["GET module", moduleRoute.GET, "/de/pageeditor-api/module/m-1", { id: "m-1" }, "GET"],
      ["POST module by id", moduleRoute.POST, "/de/pageeditor-api/module/m-1", { id: "m-1" }, "POST"],
      ["PATCH module", moduleRoute.PATCH, "/de/pageeditor-api/module/m-1", { id: "m-1" }, "PATCH"],
      ["DELETE module", moduleRoute.DELETE, "/de/pageeditor-api/module/m-1", { id: "m-1" }, "DELETE"],
    ];

    it.each(cases)("%s", async (_name, route, url, params, method) => {
      const body = method === "GET" || method === "DELETE" ? undefined : { content: "x" };
      const snapshot = await database.db.select().from(containers).orderBy(asc(containers.id));
      const anonymous = await callRoute(route, url, { lang: "de", ...params }, { method, body, csrf: CSRF, cookies: { csrftoken: CSRF } });
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toMatchObject({ logged: false });
      if (method !== "GET") {
        const noToken = await callRoute(route, url, { lang: "de", ...params }, { method, body, cookies: editor.cookies });
        expect(noToken.status).toBe(403);
        const wrong = await callRoute(route, url, { lang: "de", ...params }, { method, body, cookies: editor.cookies, csrf: "w".repeat(43) });
        expect(wrong.status).toBe(403);
      }
      expect(await database.db.select().from(containers).orderBy(asc(containers.id))).toEqual(snapshot);
    });
  });
});

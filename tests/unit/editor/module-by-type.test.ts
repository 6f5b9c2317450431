import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../helpers/db";
import type { Database } from "@/server/db/open";
import { createPage } from "@/server/content/pages";
import { replaceSections } from "@/server/content/sections";
import { getModule } from "@/server/content/modules";
import * as byType from "@/app/[lang]/pageeditor-api/[module]/route";
import { asEditor, callRoute, editorSession } from "../../helpers/editor";
import { headlineSection, pageInput } from "../content/fixtures";

type Session = Awaited<ReturnType<typeof editorSession>>;

/** The module calls of 000 §7 at {lang}/pageeditor-api/{module}, the module's type as {module}. */
describe.each(testDatabases())("module calls by type on $name", ({ open }) => {
  let database: Database;
  let editor: Session;

  const at = (module: string) => ({ url: `/de/pageeditor-api/${module}`, params: { lang: "de", module } });
  const call = (handler: unknown, module: string, body: unknown, method: string) =>
    callRoute(handler, at(module).url, at(module).params, asEditor(editor, body, method));

  beforeAll(async () => {
    database = await open();
    globalThis.__museumDb = Promise.resolve(database);
    editor = await editorSession(database);
    const pageId = await createPage(database.db, pageInput({ de: "nach-typ", en: "by-type" }));
    await replaceSections(database.db, { content_type: "cms.page", object_id: pageId, lang: "de", sections: [headlineSection("sec-t", "Typen")] });
  });
  afterAll(async () => {
    globalThis.__museumDb = undefined;
    await database.close();
  });

  it("adds a module with POST /de/pageeditor-api/headline, the type taken from the path", async () => {
    const response = await call(byType.POST, "headline", { section: "sec-t", id: "t-1", headline_level: 2, content: "Per Typ" }, "POST");
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ id: "t-1", type: "headline", content: "Per Typ", section: "sec-t", column: 0, position: 1 });
    expect(await getModule(database.db, "t-1")).toMatchObject({ type: "headline", content: "Per Typ" });
  });

  it("refuses a body of another type, and answers 404 for a path naming no module type", async () => {
    const other = await call(byType.POST, "headline", { section: "sec-t", id: "t-2", type: "html", html_code: "<p>x</p>" }, "POST");
    expect(other.status).toBe(400);
    expect(Object.keys((await other.json()).errors)).toEqual(["type"]);
    expect((await call(byType.POST, "no-such-module", { section: "sec-t", id: "t-3" }, "POST")).status).toBe(404);
    await expect(getModule(database.db, "t-2")).rejects.toThrow();
  });

  it("reads, changes and deletes the module the id names, only through its own type", async () => {
    const read = await callRoute(byType.GET, "/de/pageeditor-api/headline?id=t-1", at("headline").params, { cookies: editor.cookies });
    expect(await read.json()).toMatchObject({ id: "t-1", content: "Per Typ" });
    expect((await call(byType.PATCH, "text", { id: "t-1", content: "Falsch" }, "PATCH")).status).toBe(404);
    const changed = await call(byType.PATCH, "headline", { id: "t-1", content: "Geändert" }, "PATCH");
    expect(changed.status).toBe(200);
    expect(await getModule(database.db, "t-1")).toMatchObject({ content: "Geändert", headline_level: 2 });
    expect((await call(byType.DELETE, "headline", { id: "t-1" }, "DELETE")).status).toBe(204);
    await expect(getModule(database.db, "t-1")).rejects.toThrow();
  });

  it("asks for a login without a session", async () => {
    const response = await callRoute(byType.POST, at("headline").url, at("headline").params, { method: "POST", body: { section: "sec-t", content: "x" } });
    expect(response.status).toBe(401);
  });
});

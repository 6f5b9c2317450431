import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../helpers/db";
import { asEditor, callRoute, editorSession } from "../../helpers/editor";
import type { Database } from "@/server/db/open";
import { createPage, findPageByPath } from "@/server/content/pages";
import { publishOwner } from "@/server/content/publish";
import { listRedirects } from "@/server/site/redirects";
import * as pageRoute from "@/app/[lang]/pageeditor-api/pages/[id]/route";
import * as trashRoute from "@/app/[lang]/dashboard-api/trash/[id]/route";
import * as redirectsRoute from "@/app/[lang]/dashboard-api/redirects/route";
import * as redirectRoute from "@/app/[lang]/dashboard-api/redirects/[id]/route";
import { pageInput } from "../content/fixtures";

type Session = Awaited<ReturnType<typeof editorSession>>;

describe.each(testDatabases())("page trash and redirect endpoints on $name", ({ open }) => {
  let database: Database;
  let editor: Session;
  let admin: Session;
  let pageId: number;

  beforeAll(async () => {
    database = await open();
    globalThis.__museumDb = Promise.resolve(database);
    editor = await editorSession(database);
    admin = await editorSession(database, { role: "admin" });
    pageId = await createPage(database.db, pageInput({ de: "programm-alt", en: "programme-old" }));
  });
  afterAll(async () => {
    globalThis.__museumDb = undefined;
    await database.close();
  });

  const pageCall = (method: "DELETE" | "PATCH", options: Parameters<typeof callRoute>[3]) =>
    callRoute(pageRoute[method], `/de/pageeditor-api/pages/${pageId}/`, { lang: "de", id: String(pageId) }, { method, ...options });
  const trashCall = (method: "POST" | "DELETE", session: Session) =>
    callRoute(trashRoute[method], `/de/dashboard-api/trash/${pageId}/`, { lang: "de", id: String(pageId) }, asEditor(session, undefined, method));

  it("moves a page to the trash only with a session and the CSRF header, and restores it", async () => {
    expect((await pageCall("DELETE", {})).status).toBe(401);
    expect((await pageCall("DELETE", { cookies: editor.cookies })).status).toBe(403);
    expect(await findPageByPath(database.db, "de", "programm-alt")).not.toBeNull();
    const trashed = await pageCall("DELETE", asEditor(editor, undefined, "DELETE"));
    expect(trashed.status).toBe(200);
    expect(await trashed.json()).toEqual({ trashed: 1 });
    expect(await findPageByPath(database.db, "de", "programm-alt")).toBeNull();
    expect((await trashCall("POST", editor)).status).toBe(200);
    expect(await findPageByPath(database.db, "de", "programm-alt")).not.toBeNull();
    // Purging needs the page in the trash first.
    expect((await trashCall("DELETE", editor)).status).toBe(404);
  });

  it("renaming through the settings endpoint leaves a redirect once the page is published", async () => {
    const response = await pageCall("PATCH", asEditor(editor, { translations: { de: { path: "programm" } } }, "PATCH"));
    expect(response.status).toBe(200);
    expect(await listRedirects(database.db)).toEqual([]);
    await publishOwner(database.db, { content_type: "cms.page", object_id: pageId }, 1);
    expect(await listRedirects(database.db)).toContainEqual({ old_path: "/de/programm-alt", new_path: "/de/programm" });
  });

  it("lets admins, not editors, create, edit and delete redirects, with 400 per field", async () => {
    const create = (session: Session, body: unknown) => callRoute(redirectsRoute.POST, "/en/dashboard-api/redirects/", { lang: "en" }, asEditor(session, body));
    expect((await create(editor, { old_path: "/de/x", new_path: "/de" })).status).toBe(403);
    const bad = await create(admin, { old_path: "/de/programm", new_path: "/de/y" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ errors: { old_path: [expect.stringContaining("page lives")] } });
    const created = await create(admin, { old_path: "/de/x", new_path: "/de/programm" });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const one = (method: "PATCH" | "DELETE", body?: unknown) =>
      callRoute(redirectRoute[method], `/de/dashboard-api/redirects/${id}/`, { lang: "de", id: String(id) }, asEditor(admin, body, method));
    const loop = await one("PATCH", { new_path: "/de/x" });
    expect(loop.status).toBe(400);
    expect(await loop.json()).toEqual({ errors: { new_path: ["Diese Weiterleitung führt im Kreis."] } });
    expect(await (await one("PATCH", { new_path: "/de/neu" })).json()).toEqual({ id, old_path: "/de/x", new_path: "/de/neu" });
    expect((await one("DELETE")).status).toBe(204);
    expect((await one("DELETE")).status).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../helpers/db";
import type { Database } from "@/server/db/open";
import { createPage } from "@/server/content/pages";
import { replaceSections } from "@/server/content/sections";
import { GET as listVersions } from "@/app/[lang]/pageeditor-api/pages/[id]/versions/route";
import { PATCH as labelVersion } from "@/app/[lang]/pageeditor-api/pages/[id]/versions/[versionId]/route";
import { asEditor, callRoute, editorSession } from "../../helpers/editor";
import { headlineSection, pageInput } from "../content/fixtures";

type Session = Awaited<ReturnType<typeof editorSession>>;

describe.each(testDatabases())("version labels on $name", ({ open }) => {
  let database: Database;
  let editor: Session;
  let pageId: number;
  let otherId: number;

  beforeAll(async () => {
    database = await open();
    globalThis.__museumDb = Promise.resolve(database);
    editor = await editorSession(database);
    pageId = await createPage(database.db, pageInput({ de: "benannt", en: "named" }));
    otherId = await createPage(database.db, pageInput({ de: "andere", en: "other" }));
    await replaceSections(database.db, { content_type: "cms.page", object_id: pageId, lang: "de", sections: [headlineSection("lab-1", "Text")] }, { userId: editor.user.id });
  });
  afterAll(async () => {
    globalThis.__museumDb = undefined;
    await database.close();
  });

  const list = async () => (await (await callRoute(listVersions, `/de/pageeditor-api/pages/${pageId}/versions/`, { lang: "de", id: String(pageId) }, { cookies: editor.cookies })).json()).results;
  const label = (versionId: number, body: unknown, session: Session = editor, page = pageId) =>
    callRoute(labelVersion, `/de/pageeditor-api/pages/${page}/versions/${versionId}/`, { lang: "de", id: String(page), versionId: String(versionId) }, asEditor(session, body, "PATCH"));

  it("lists versions without a name as saved automatically, with who and when", async () => {
    const [newest, initial] = await list();
    expect(newest).toMatchObject({ label: null, author: { username: editor.user.username }, is_current: true });
    expect(initial).toMatchObject({ label: null, author: null });
  });

  it("names a version in the editor's own words (trimmed), and an empty name takes it away", async () => {
    const [newest] = await list();
    const named = await label(newest.id, { label: "  Vor der Eröffnung " });
    expect(named.status).toBe(200);
    expect(await named.json()).toEqual({ id: newest.id, label: "Vor der Eröffnung" });
    expect((await list())[0]).toMatchObject({ id: newest.id, label: "Vor der Eröffnung" });
    expect(await (await label(newest.id, { label: "" })).json()).toEqual({ id: newest.id, label: null });
    expect((await list())[0].label).toBeNull();
  });

  it("refuses a name too long or missing with per-field messages, another page's version with 404, no CSRF header with 403", async () => {
    const [newest] = await list();
    const long = await label(newest.id, { label: "x".repeat(121) });
    expect(long.status).toBe(400);
    expect(Object.keys((await long.json()).errors)).toEqual(["label"]);
    expect((await label(newest.id, {})).status).toBe(400);
    expect((await label(newest.id, { label: "Fremd" }, editor, otherId)).status).toBe(404);
    const forged = await callRoute(labelVersion, `/de/pageeditor-api/pages/${pageId}/versions/${newest.id}/`, { lang: "de", id: String(pageId), versionId: String(newest.id) },
      { method: "PATCH", body: { label: "x" }, cookies: editor.cookies });
    expect(forged.status).toBe(403);
  });
});

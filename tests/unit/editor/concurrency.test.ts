import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { testDatabases } from "../../helpers/db";
import type { Database } from "@/server/db/open";
import { containers, users } from "@/server/db/schema";
import { createPage } from "@/server/content/pages";
import { replaceSections } from "@/server/content/sections";
import { POST as createSection } from "@/app/[lang]/pageeditor-api/section/route";
import * as sectionRoute from "@/app/[lang]/pageeditor-api/section/[id]/route";
import { POST as createModule } from "@/app/[lang]/pageeditor-api/module/route";
import * as moduleRoute from "@/app/[lang]/pageeditor-api/module/[id]/route";
import { POST as createColumn } from "@/app/[lang]/pageeditor-api/section/[id]/column/route";
import * as columnRoute from "@/app/[lang]/pageeditor-api/section/[id]/column/[index]/route";
import { GET as bySlug } from "@/app/[lang]/pageeditor-api/container/by-slug/[slug]/route";
import { POST as copyLanguage } from "@/app/[lang]/pageeditor-api/copy-language/route";
import { asEditor, callRoute, editorSession, type CallOptions } from "../../helpers/editor";
import { headlineSection, pageInput } from "../content/fixtures";

type Session = Awaited<ReturnType<typeof editorSession>>;

const headline = (id: string, content: string) => ({ id, type: "headline", headline_level: 2, content });
/** An editor's write carrying the versions it saw. */
const seen = (options: CallOptions, versions: Record<string, number>): CallOptions => ({
  ...options,
  headers: { "X-Section-Versions": new URLSearchParams(Object.entries(versions).map(([slug, version]) => [slug, String(version)])).toString() },
});

describe.each(testDatabases())("two editors on one section on $name", ({ open }) => {
  let database: Database;
  let anna: Session;
  let ben: Session;

  const stored = async (slug: string) => (await database.db.select().from(containers).where(eq(containers.slug, slug)))[0];
  const moduleUrl = (id: string) => [`/de/pageeditor-api/module/${id}`, { lang: "de", id }] as const;
  const sectionUrl = (id: string) => [`/de/pageeditor-api/section/${id}`, { lang: "de", id }] as const;

  beforeAll(async () => {
    database = await open();
    globalThis.__museumDb = Promise.resolve(database);
    anna = await editorSession(database);
    ben = await editorSession(database);
    await database.db.update(users).set({ first_name: "Anna", last_name: "Berg" }).where(eq(users.id, anna.user.id));
    const pageId = await createPage(database.db, pageInput({ de: "zwei-redakteure", en: "two-editors" }));
    await replaceSections(database.db, {
      content_type: "cms.page", object_id: pageId, lang: "de",
      sections: [headlineSection("con-a", "Anfang"), headlineSection("con-b", "Zweite")],
    });
  });
  afterAll(async () => {
    globalThis.__museumDb = undefined;
    await database.close();
  });

  it("counts a version per write, answers it in the header and refuses an outdated one with the section now and who changed it", async () => {
    expect((await stored("con-a"))!.version).toBe(1);
    const first = await callRoute(moduleRoute.POST, ...moduleUrl("con-a-h"), seen(asEditor(anna, headline("con-a-h", "Von Anna")), { "con-a": 1 }));
    expect(first.status).toBe(200);
    expect(first.headers.get("X-Section-Versions")).toBe("con-a=2");
    expect(await stored("con-a")).toMatchObject({ version: 2, updated_by: anna.user.id });

    // Ben still holds version 1: his write is refused and changes nothing.
    const late = await callRoute(moduleRoute.POST, ...moduleUrl("con-a-h"), seen(asEditor(ben, headline("con-a-h", "Von Ben")), { "con-a": 1 }));
    expect(late.status).toBe(409);
    const answer = await late.json();
    expect(answer).toMatchObject({ version: 2, changed_by: "Anna Berg", section: { id: "con-a", slug: "con-a", version: 2 } });
    expect(answer.section.columns[0].children[0]).toMatchObject({ content: "Von Anna" });
    expect((await stored("con-a"))!.data.columns[0]!.children[0]).toMatchObject({ content: "Von Anna" });

    // Applied on top: the same write with the version the 409 named.
    const onTop = await callRoute(moduleRoute.POST, ...moduleUrl("con-a-h"), seen(asEditor(ben, headline("con-a-h", "Von Ben")), { "con-a": 2 }));
    expect(onTop.status).toBe(200);
    expect(await stored("con-a")).toMatchObject({ version: 3, updated_by: ben.user.id });
  });

  it("refuses outdated module adds, moves and deletes and section changes and deletes alike", async () => {
    const version = (await stored("con-b"))!.version;
    const stale = { "con-b": version - 1 || 99 };
    const calls = [
      callRoute(createModule, "/de/pageeditor-api/module/", { lang: "de" }, seen(asEditor(ben, { section: "con-b", column: 0, ...headline("con-new", "Neu") }), stale)),
      callRoute(moduleRoute.PATCH, ...moduleUrl("con-b-h"), seen(asEditor(ben, { position: 0 }, "PATCH"), stale)),
      callRoute(moduleRoute.DELETE, ...moduleUrl("con-b-h"), seen(asEditor(ben, undefined, "DELETE"), stale)),
      callRoute(sectionRoute.PATCH, ...sectionUrl("con-b"), seen(asEditor(ben, { extra_class: "wide" }, "PATCH"), stale)),
      callRoute(sectionRoute.POST, ...sectionUrl("con-b"), seen(asEditor(ben, { ...headlineSection("con-b", "Ersetzt") }), stale)),
      callRoute(sectionRoute.DELETE, ...sectionUrl("con-b"), seen(asEditor(ben, undefined, "DELETE"), stale)),
    ];
    for (const response of await Promise.all(calls)) expect(response.status).toBe(409);
    // A module moved into an outdated section is refused too, though its own section is current.
    const across = await callRoute(moduleRoute.PATCH, ...moduleUrl("con-a-h"), seen(asEditor(ben, { section: "con-b", column: 0 }, "PATCH"), { "con-a": 3, ...stale }));
    expect(across.status).toBe(409);
    expect(await stored("con-b")).toMatchObject({ version, data: { extra_class: "" } });
    expect((await stored("con-b"))!.data.columns[0]!.children.map((module) => module.id)).toEqual(["con-b-h"]);
  });

  it("answers a section deleted since with 409 and no section; a write without versions is not checked", async () => {
    const created = await callRoute(createSection, "/de/pageeditor-api/section/", { lang: "de" }, asEditor(anna, { object_id: (await stored("con-a"))!.object_id, id: "con-gone" }));
    expect(created.headers.get("X-Section-Versions")).toBe("con-gone=1");
    expect((await callRoute(sectionRoute.DELETE, ...sectionUrl("con-gone"), seen(asEditor(anna, undefined, "DELETE"), { "con-gone": 1 }))).status).toBe(204);
    const gone = await callRoute(sectionRoute.PATCH, ...sectionUrl("con-gone"), seen(asEditor(ben, { extra_class: "x" }, "PATCH"), { "con-gone": 1 }));
    expect(gone.status).toBe(409);
    expect(await gone.json()).toMatchObject({ section: null, version: null, changed_by: null });

    const unchecked = await callRoute(sectionRoute.PATCH, ...sectionUrl("con-b"), asEditor(ben, { layout: "50-50" }, "PATCH"));
    expect(unchecked.status).toBe(200);
    expect(await unchecked.json()).toMatchObject({ layout: "50-50", version: (await stored("con-b"))!.version });
    const malformed = await callRoute(sectionRoute.PATCH, ...sectionUrl("con-b"), seen(asEditor(ben, { extra_class: "x" }, "PATCH"), { "con-b": 0 }));
    expect(malformed.status).toBe(400);
  });

  it("counts on from a deleted section's last version when an undo creates it again, so no editor is refused or let through wrongly", async () => {
    const objectId = (await stored("con-a"))!.object_id;
    const created = await callRoute(createSection, "/de/pageeditor-api/section/", { lang: "de" }, asEditor(anna, { object_id: objectId, id: "con-undo" }));
    expect(created.headers.get("X-Section-Versions")).toBe("con-undo=1");
    // Ben opens the page and sees version 1; Anna changes the section twice, then deletes it.
    for (const [version, layout] of [[1, "50-50"], [2, "100"]] as const) {
      expect((await callRoute(sectionRoute.PATCH, ...sectionUrl("con-undo"), seen(asEditor(anna, { layout }, "PATCH"), { "con-undo": version }))).status).toBe(200);
    }
    expect((await callRoute(sectionRoute.DELETE, ...sectionUrl("con-undo"), seen(asEditor(anna, undefined, "DELETE"), { "con-undo": 3 }))).status).toBe(204);

    // Her undo creates it again: it counts on from 3, and her next write, carrying 4, goes through.
    const again = await callRoute(createSection, "/de/pageeditor-api/section/", { lang: "de" }, asEditor(anna, { object_id: objectId, id: "con-undo" }));
    expect(again.status).toBe(201);
    expect(again.headers.get("X-Section-Versions")).toBe("con-undo=4");
    expect((await callRoute(sectionRoute.PATCH, ...sectionUrl("con-undo"), seen(asEditor(anna, { layout: "50-50" }, "PATCH"), { "con-undo": 4 }))).status).toBe(200);
    // Ben's version 1 never matches a restarted count.
    const late = await callRoute(sectionRoute.PATCH, ...sectionUrl("con-undo"), seen(asEditor(ben, { layout: "33-33-33" }, "PATCH"), { "con-undo": 1 }));
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ version: 5, changed_by: "Anna Berg" });
  });

  it("refuses outdated column adds, changes and deletes with who changed the section, writing nothing", async () => {
    await replaceSections(database.db, {
      content_type: "cms.page", object_id: (await stored("con-a"))!.object_id, lang: "en", sections: [headlineSection("con-col", "Columns")],
    });
    const newColumnUrl = ["/en/pageeditor-api/section/con-col/column/", { lang: "en", id: "con-col" }] as const;
    const columnUrl = (index: number) => [`/en/pageeditor-api/section/con-col/column/${index}/`, { lang: "en", id: "con-col", index: String(index) }] as const;
    const seenByBen = (await stored("con-col"))!.version;

    // Anna adds a column, knowing the section's version; the answer names the next one.
    const added = await callRoute(createColumn, ...newColumnUrl, seen(asEditor(anna, { layout: "50-50" }), { "con-col": seenByBen }));
    expect(added.status).toBe(201);
    expect(added.headers.get("X-Section-Versions")).toBe(`con-col=${seenByBen + 1}`);
    const after = (await stored("con-col"))!;
    expect(after).toMatchObject({ version: seenByBen + 1, updated_by: anna.user.id, data: { layout: "50-50" } });

    // Ben still holds the older version: each column write is refused and names Anna.
    const calls = [
      callRoute(createColumn, ...newColumnUrl, seen(asEditor(ben, { layout: "33-33-33" }), { "con-col": seenByBen })),
      callRoute(columnRoute.POST, ...columnUrl(0), seen(asEditor(ben, { children: [] }), { "con-col": seenByBen })),
      callRoute(columnRoute.PATCH, ...columnUrl(1), seen(asEditor(ben, { children: [headline("con-col-ben", "Ben")] }, "PATCH"), { "con-col": seenByBen })),
      callRoute(columnRoute.DELETE, ...columnUrl(1), seen(asEditor(ben, undefined, "DELETE"), { "con-col": seenByBen })),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(409);
      expect(await response.json()).toMatchObject({ slug: "con-col", version: seenByBen + 1, changed_by: "Anna Berg", section: { layout: "50-50" } });
    }
    expect(await stored("con-col")).toEqual(after);

    // With the version the 409 named, the same removal goes through.
    const removed = await callRoute(columnRoute.DELETE, ...columnUrl(1), seen(asEditor(ben, undefined, "DELETE"), { "con-col": seenByBen + 1 }));
    expect(removed.status).toBe(204);
    expect(removed.headers.get("X-Section-Versions")).toBe(`con-col=${seenByBen + 2}`);
    expect(await stored("con-col")).toMatchObject({ version: seenByBen + 2, updated_by: ben.user.id, data: { layout: "100" } });
  });

  it("names the version of a section found by slug and of sections copied from the other language, so the next write is checked", async () => {
    const found = await callRoute(bySlug, "/de/pageeditor-api/container/by-slug/con-a", { lang: "de", slug: "con-a" }, { cookies: ben.cookies });
    const version = (await stored("con-a"))!.version;
    expect(found.headers.get("X-Section-Versions")).toBe(`con-a=${version}`);
    expect(await found.json()).toMatchObject({ slug: "con-a", version });

    // Anna starts the English page from the German one; Ben then changes a copied section.
    const pageId = await createPage(database.db, pageInput({ de: "kopie-zwei", en: "copy-two" }));
    await replaceSections(database.db, { content_type: "cms.page", object_id: pageId, lang: "de", sections: [headlineSection("copy-src", "Quelle")] });
    const copied = await callRoute(copyLanguage, "/en/pageeditor-api/copy-language/", { lang: "en" }, asEditor(anna, { object_id: pageId, from: "de" }));
    expect(copied.status).toBe(201);
    const [section] = (await copied.json()).results as { slug: string; version: number }[];
    expect(copied.headers.get("X-Section-Versions")).toBe(`${section!.slug}=${section!.version}`);
    const url = [`/en/pageeditor-api/section/${section!.slug}`, { lang: "en", id: section!.slug }] as const;
    expect((await callRoute(sectionRoute.PATCH, ...url, seen(asEditor(ben, { layout: "50-50" }, "PATCH"), { [section!.slug]: section!.version }))).status).toBe(200);

    // Anna's first write after the copy carries the version it answered: refused, naming Ben.
    const late = await callRoute(sectionRoute.PATCH, ...url, seen(asEditor(anna, { layout: "33-33-33" }, "PATCH"), { [section!.slug]: section!.version }));
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ changed_by: ben.user.username });
    expect((await stored(section!.slug))!.data).toMatchObject({ layout: "50-50" });
  });

  it("keeps counting when the owner's sections are written anew", async () => {
    const before = (await stored("con-b"))!.version;
    const row = (await stored("con-b"))!;
    await replaceSections(database.db, { content_type: "cms.page", object_id: row.object_id, lang: "de", sections: [headlineSection("con-b", "Neu gesetzt")] });
    expect((await stored("con-b"))!.version).toBe(before + 1);
  });
});

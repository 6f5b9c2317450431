import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import { testDatabases } from "../../helpers/db";
import type { Database } from "@/server/db/open";
import { containers, pageVersions } from "@/server/db/schema";
import { events, venues } from "@/server/db/schema/programme";
import { createPage } from "@/server/content/pages";
import { replaceSections } from "@/server/content/sections";
import { moduleCounts } from "@/server/content/copy-language";
import { findEntityOwner } from "@/server/content/entity-owner";
import { startLanguage } from "@/app/[lang]/(edit)/edit-mode/[[...slug]]/start-language";
import { POST as copyLanguage } from "@/app/[lang]/pageeditor-api/copy-language/route";
import { POST as createSection } from "@/app/[lang]/pageeditor-api/section/route";
import { POST as createModule } from "@/app/[lang]/pageeditor-api/module/route";
import { asEditor, callRoute, editorSession } from "../../helpers/editor";
import { headlineSection, pageInput } from "../content/fixtures";

type Session = Awaited<ReturnType<typeof editorSession>>;
const both = (de: string, en: string) => ({ de, en });

describe.each(testDatabases())("start a language from the other, paste, entity owners on $name", ({ open }) => {
  let database: Database;
  let editor: Session;
  let pageId: number;
  let eventId: number;

  const versionsOf = (id: number) => database.db.$count(pageVersions, eq(pageVersions.page_id, id));
  const sectionsOf = (contentType: string, id: number, lang: string) =>
    database.db.select().from(containers).where(and(eq(containers.content_type, contentType), eq(containers.object_id, id), eq(containers.lang, lang))).orderBy(asc(containers.position));
  const copy = (lang: "de" | "en", body: unknown, options: { cookies?: Record<string, string>; csrf?: string } = asEditor(editor)) =>
    callRoute(copyLanguage, `/${lang}/pageeditor-api/copy-language/`, { lang }, { ...options, method: "POST", body });

  beforeAll(async () => {
    database = await open();
    globalThis.__museumDb = Promise.resolve(database);
    editor = await editorSession(database);
    pageId = await createPage(database.db, pageInput({ de: "sprachen", en: "languages" }));
    await replaceSections(database.db, { content_type: "cms.page", object_id: pageId, lang: "de", sections: [headlineSection("lang-a", "Erste"), headlineSection("lang-b", "Zweite")] });
    const [event] = await database.db.insert(events).values({ name: both("Konzert", "Concert"), slug: both("konzert", "concert"), date_start: new Date(), is_online: false }).returning({ id: events.id });
    eventId = event!.id;
  });
  afterAll(async () => {
    globalThis.__museumDb = undefined;
    await database.close();
  });

  it("refuses anonymous callers (401) and calls without the CSRF header (403), changing nothing", async () => {
    const body = { object_id: pageId, from: "de" };
    expect((await copy("en", body, {})).status).toBe(401);
    expect((await copy("en", body, { cookies: editor.cookies })).status).toBe(403);
    expect(await sectionsOf("cms.page", pageId, "en")).toEqual([]);
  });

  it("checks the body: the owner, a language other than this one", async () => {
    expect(await (await copy("en", { from: "de" })).json()).toEqual({ errors: { object_id: ["This field is required!"] } });
    expect(await (await copy("en", { object_id: pageId, from: "fr" })).json()).toEqual({ errors: { from: ["Invalid choice."] } });
    expect((await copy("de", { object_id: pageId, from: "de" })).status).toBe(400);
    expect((await copy("en", { object_id: 999999, from: "de" })).status).toBe(404);
  });

  it("copies the sections with new ids in one call, keeping exactly one new version", async () => {
    expect(startLanguage("en", await moduleCounts(database.db, { content_type: "cms.page", object_id: pageId }))).toBe("de");
    const before = await versionsOf(pageId);
    const response = await copy("en", { object_id: pageId, from: "de" });
    expect(response.status).toBe(201);
    const { results } = await response.json();
    expect(results.map((section: { position: number; lang: string }) => [section.position, section.lang])).toEqual([[0, "en"], [1, "en"]]);
    expect(results[0].columns[0].children[0]).toMatchObject({ type: "headline", content: "Erste" });
    expect(results[0].id).not.toBe("lang-a");
    expect(results[0].columns[0].children[0].id).not.toBe("lang-a-h");
    expect(await versionsOf(pageId)).toBe(before + 1);
    expect((await sectionsOf("cms.page", pageId, "de")).map((row) => row.slug)).toEqual(["lang-a", "lang-b"]);
    expect(startLanguage("en", await moduleCounts(database.db, { content_type: "cms.page", object_id: pageId }))).toBeNull();
  });

  it("never overwrites content: a language with modules is refused and stays as it was", async () => {
    const before = (await sectionsOf("cms.page", pageId, "en")).map((row) => row.slug);
    const versions = await versionsOf(pageId);
    const response = await copy("en", { object_id: pageId, from: "de" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors: { sections: ["This value is already taken."] } });
    expect((await sectionsOf("cms.page", pageId, "en")).map((row) => row.slug)).toEqual(before);
    expect(await versionsOf(pageId)).toBe(versions);
  });

  it("replaces empty sections of the target and refuses an empty source", async () => {
    const other = await createPage(database.db, pageInput({ de: "leer", en: "empty" }));
    expect((await copy("de", { object_id: other, from: "en" })).status).toBe(400);
    await replaceSections(database.db, { content_type: "cms.page", object_id: other, lang: "de", sections: [{ id: "empty-de", type: "section", layout: "100", extra_class: "", columns: [{ children: [] }] }] });
    await replaceSections(database.db, { content_type: "cms.page", object_id: other, lang: "en", sections: [headlineSection("full-en", "English")] });
    expect((await copy("de", { object_id: other, from: "en" })).status).toBe(201);
    const rows = await sectionsOf("cms.page", other, "de");
    expect(rows).toHaveLength(1);
    expect(rows[0]!.slug).not.toBe("empty-de");
    expect(rows[0]!.data.columns[0]!.children[0]).toMatchObject({ content: "English" });
  });

  it("works on an entity's sections (content_type + object_id), which keep no page versions", async () => {
    await replaceSections(database.db, { content_type: "programme.event", object_id: eventId, lang: "de", sections: [headlineSection("event-de", "Programmheft")] });
    const response = await copy("en", { content_type: "programme.event", object_id: eventId, from: "de" });
    expect(response.status).toBe(201);
    expect((await sectionsOf("programme.event", eventId, "en"))[0]!.data.columns[0]!.children[0]).toMatchObject({ content: "Programmheft" });
  });

  it("pastes a copied section and module through the ordinary writes, checked by the registry", async () => {
    const section = { id: "pasted-section", type: "section", layout: "50-50", extra_class: "cc02", columns: [{ children: [{ id: "pasted-h", type: "headline", headline_level: 2, content: "Kopie" }] }, { children: [] }] };
    const created = await callRoute(createSection, "/de/pageeditor-api/section/", { lang: "de" }, asEditor(editor, { ...section, content_type: "programme.event", object_id: eventId }));
    expect(created.status).toBe(201);
    const broken = { ...section, id: "pasted-broken", columns: [{ children: [{ id: "bad-h", type: "headline", headline_level: 2, content: "" }] }, { children: [] }] };
    const refused = await callRoute(createSection, "/de/pageeditor-api/section/", { lang: "de" }, asEditor(editor, { ...broken, content_type: "programme.event", object_id: eventId }));
    expect(refused.status).toBe(400);
    expect((await sectionsOf("programme.event", eventId, "de")).map((row) => row.slug)).toEqual(["event-de", "pasted-section"]);
    const image = { id: "pasted-image", type: "image", section: "pasted-section", column: 1, position: 0, image: { src: "/media/uploads/abc", alt: "Bild", width: 800, height: 600 } };
    const module = await callRoute(createModule, "/de/pageeditor-api/module/", { lang: "de" }, asEditor(editor, image));
    expect(module.status).toBe(201);
    expect((await module.json()).image).toMatchObject({ src: "/media/uploads/abc", alt: "Bild" });
    const noCsrf = await callRoute(createModule, "/de/pageeditor-api/module/", { lang: "de" }, { method: "POST", body: { ...image, id: "x" }, cookies: editor.cookies });
    expect(noCsrf.status).toBe(403);
  });

  it("finds an entity's owner with its admin change page, offline ones too; unknown ids are null", async () => {
    const owner = await findEntityOwner(database.db, "de", "event", eventId);
    expect(owner).toEqual({
      content_type: "programme.event", object_id: eventId, name: "Konzert", url: `/de/kalender/konzert/${eventId}`,
      admin: { label: "Veranstaltung „Konzert“ in der Verwaltung bearbeiten", url: `/de/dashboard/events/${eventId}/` },
    });
    expect((await findEntityOwner(database.db, "en", "event", eventId))?.admin.url).toBe(`/en/dashboard/events/${eventId}/`);
    const [venue] = await database.db.insert(venues).values({ name: both("Haus", "House"), slug: both("haus", "house") }).returning({ id: venues.id });
    expect((await findEntityOwner(database.db, "en", "venue", venue!.id))).toMatchObject({ content_type: "programme.venue", url: `/en/venues/house/${venue!.id}`, admin: { url: `/en/dashboard/venues/${venue!.id}/` } });
    expect(await findEntityOwner(database.db, "de", "event", 999999)).toBeNull();
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import { testDatabases } from "../../helpers/db";
import type { Database } from "@/server/db/open";
import { containers, publications, publishedContainers, users } from "@/server/db/schema";
import { createPage } from "@/server/content/pages";
import { replaceSections } from "@/server/content/sections";
import { publishOwner } from "@/server/content/publish";
import { POST as publishRoute } from "@/app/[lang]/pageeditor-api/publishing/publish/route";
import { POST as discardRoute } from "@/app/[lang]/pageeditor-api/publishing/discard/route";
import { GET as statusRoute } from "@/app/[lang]/pageeditor-api/publishing/route";
import { publishingStatusSchema } from "@schemas/api/publishing";
import { POST as createSection } from "@/app/[lang]/pageeditor-api/section/route";
import * as sectionRoute from "@/app/[lang]/pageeditor-api/section/[id]/route";
import { asEditor, callRoute, editorSession } from "../../helpers/editor";
import { headlineSection, pageInput } from "../content/fixtures";

type Session = Awaited<ReturnType<typeof editorSession>>;

describe.each(testDatabases())("publish and discard take along no unseen change of a colleague on $name", ({ open }) => {
  let database: Database;
  let anna: Session;
  let ben: Session;

  const sectionsOf = async (table: typeof containers | typeof publishedContainers, id: number) =>
    (await database.db.select().from(table).where(and(eq(table.object_id, id), eq(table.lang, "de"))).orderBy(asc(table.position)))
      .map((row) => ({ slug: row.slug, version: row.version, data: row.data }));
  const publicationOf = async (id: number) => (await database.db.select().from(publications).where(eq(publications.object_id, id)))[0];
  const act = (route: unknown, session: Session, id: number, seen?: Record<string, number>, seenOther?: Record<string, number>) =>
    callRoute(route, "/de/pageeditor-api/publishing/", { lang: "de" }, asEditor(session, { content_type: "cms.page", object_id: id, seen, seen_other: seenOther }));

  /** A published page with sections; answers its id and the versions an editor opening it sees. */
  async function publishedPage(name: string, slugs: string[]) {
    const id = await createPage(database.db, pageInput({ de: name, en: `${name}-en` }));
    await replaceSections(database.db, { content_type: "cms.page", object_id: id, lang: "de", sections: slugs.map((slug) => headlineSection(slug, slug)) });
    await publishOwner(database.db, { content_type: "cms.page", object_id: id }, anna.user.id);
    const seen = Object.fromEntries((await sectionsOf(containers, id)).map((row) => [row.slug, row.version]));
    return { id, seen };
  }

  /** Anna's change through the editor API, carrying what she saw. */
  const annaChanges = (slug: string, version: number) =>
    callRoute(sectionRoute.PATCH, `/de/pageeditor-api/section/${slug}`, { lang: "de", id: slug }, {
      ...asEditor(anna, { layout: "50-50" }, "PATCH"), headers: { "X-Section-Versions": `${slug}=${version}` },
    });

  beforeAll(async () => {
    database = await open();
    globalThis.__museumDb = Promise.resolve(database);
    anna = await editorSession(database);
    ben = await editorSession(database);
    await database.db.update(users).set({ first_name: "Anna", last_name: "Berg" }).where(eq(users.id, anna.user.id));
  });
  afterAll(async () => {
    globalThis.__museumDb = undefined;
    await database.close();
  });

  it("refuses Ben's publish and discard after Anna changed a section he saw, naming her and writing nothing", async () => {
    const { id, seen } = await publishedPage("pub-geaendert", ["pc-a", "pc-b"]);
    expect((await annaChanges("pc-b", seen["pc-b"]!)).status).toBe(200);
    const working = await sectionsOf(containers, id);
    const published = await sectionsOf(publishedContainers, id);
    const publication = await publicationOf(id);

    for (const route of [publishRoute, discardRoute]) {
      const refused = await act(route, ben, id, seen);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({ slug: "pc-b", changed_by: "Anna Berg", version: seen["pc-b"]! + 1, section: { layout: "50-50" } });
    }
    expect(await sectionsOf(containers, id)).toEqual(working);
    expect(await sectionsOf(publishedContainers, id)).toEqual(published);
    expect(await publicationOf(id)).toEqual(publication);

    // Having seen Anna's change (the versions now), Ben publishes it.
    const current = Object.fromEntries(working.map((row) => [row.slug, row.version]));
    expect((await act(publishRoute, ben, id, current)).status).toBe(200);
    expect((await sectionsOf(publishedContainers, id)).map((row) => row.data.layout)).toEqual(["100", "50-50"]);
  });

  it("refuses them when Anna added a section Ben has not seen, also on a page he saw empty", async () => {
    const { id, seen } = await publishedPage("pub-neu", ["pn-a"]);
    const empty = await publishedPage("pub-leer", []);
    expect(empty.seen).toEqual({});
    for (const [page, known] of [[id, seen], [empty.id, empty.seen]] as const) {
      const added = await callRoute(createSection, "/de/pageeditor-api/section/", { lang: "de" }, asEditor(anna, { object_id: page, id: `pn-anna-${page}` }));
      expect(added.status).toBe(201);
      const working = await sectionsOf(containers, page);
      for (const route of [publishRoute, discardRoute]) {
        const refused = await act(route, ben, page, known);
        expect(refused.status).toBe(409);
        expect(await refused.json()).toMatchObject({ slug: `pn-anna-${page}`, changed_by: "Anna Berg" });
      }
      expect(await sectionsOf(containers, page)).toEqual(working);
      expect((await sectionsOf(publishedContainers, page)).map((row) => row.slug)).not.toContain(`pn-anna-${page}`);
    }
  });

  it("refuses them when a section Ben saw was removed since", async () => {
    const { id, seen } = await publishedPage("pub-weg", ["pw-a", "pw-b"]);
    const removed = await callRoute(sectionRoute.DELETE, "/de/pageeditor-api/section/pw-a", { lang: "de", id: "pw-a" }, asEditor(anna, undefined, "DELETE"));
    expect(removed.status).toBe(204);
    const refused = await act(discardRoute, ben, id, seen);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ slug: "pw-a", section: null });
    // The discard would have brought the published pw-a back: it was not run.
    expect((await sectionsOf(containers, id)).map((row) => row.slug)).toEqual(["pw-b"]);
    expect((await sectionsOf(publishedContainers, id)).map((row) => row.slug)).toEqual(["pw-a", "pw-b"]);
  });

  it("refuses them when Anna changed the other language after Ben's status named its versions, and says there are changes there", async () => {
    const { id, seen } = await publishedPage("pub-sprache", ["ps-a"]);
    await replaceSections(database.db, { content_type: "cms.page", object_id: id, lang: "en", sections: [headlineSection("ps-en", "English")] });
    await publishOwner(database.db, { content_type: "cms.page", object_id: id }, anna.user.id);
    const status = async () => publishingStatusSchema.parse(await (await callRoute(statusRoute, `/de/pageeditor-api/publishing/?content_type=cms.page&object_id=${id}`, { lang: "de" }, asEditor(ben, undefined, "GET"))).json());
    const before = await status();
    expect(before.other_languages).toEqual({ has_changes: false, versions: { "ps-en": expect.any(Number) } });

    const changed = await callRoute(sectionRoute.PATCH, "/en/pageeditor-api/section/ps-en", { lang: "en", id: "ps-en" }, {
      ...asEditor(anna, { layout: "50-50" }, "PATCH"), headers: { "X-Section-Versions": `ps-en=${before.other_languages.versions["ps-en"]}` },
    });
    expect(changed.status).toBe(200);
    const published = await database.db.select().from(publishedContainers).where(eq(publishedContainers.object_id, id));
    for (const route of [publishRoute, discardRoute]) {
      const refused = await act(route, ben, id, seen, before.other_languages.versions);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({ slug: "ps-en", changed_by: "Anna Berg" });
    }
    expect(await database.db.select().from(publishedContainers).where(eq(publishedContainers.object_id, id))).toEqual(published);

    // His header reads the status again: it says the English page has changes, which he then publishes with his own.
    const now = await status();
    expect(now.other_languages.has_changes).toBe(true);
    expect((await act(publishRoute, ben, id, seen, now.other_languages.versions)).status).toBe(200);
    expect((await status()).other_languages.has_changes).toBe(false);
  });

  it("publishes and discards what Ben has seen, and leaves calls without seen (scripts) unchecked", async () => {
    const { id, seen } = await publishedPage("pub-gesehen", ["pg-a"]);
    expect((await annaChanges("pg-a", seen["pg-a"]!)).status).toBe(200);
    const current = Object.fromEntries((await sectionsOf(containers, id)).map((row) => [row.slug, row.version]));
    expect((await act(discardRoute, anna, id, current)).status).toBe(200);
    expect((await sectionsOf(containers, id)).map((row) => row.data.layout)).toEqual(["100"]);

    expect((await annaChanges("pg-a", seen["pg-a"]! + 2)).status).toBe(200);
    expect((await act(publishRoute, ben, id)).status).toBe(200);
    expect((await sectionsOf(publishedContainers, id)).map((row) => row.data.layout)).toEqual(["50-50"]);
    const malformed = await act(publishRoute, ben, id, { "pg-a": 0 });
    expect(malformed.status).toBe(400);
  });
});

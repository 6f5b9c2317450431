import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import type { SectionData } from "@modules/registry";
import { testDatabases } from "../../helpers/db";
import { asEditor, callRoute, editorSession } from "../../helpers/editor";
import type { Database } from "@/server/db/open";
import {
  articles, containers, events, eventsPeople, pages, pageTranslations, people, productions, venues,
} from "@/server/db/schema";
import { storedSection } from "@/server/content/stored-section";
import { ENTITY_KINDS } from "@/server/admin/kinds";
import { CREATE_SCHEMAS, ENTITY_SCHEMAS, type CreatableKey } from "@schemas/entities/entity-kinds";
import * as createRoute from "@/app/[lang]/dashboard-api/[key]/route";
import * as entityRoute from "@/app/[lang]/dashboard-api/[key]/[id]/route";
import { inAWeek } from "./fixtures";

// Inside a Next.js server a write marks the cached pages stale; record the tags it names.
const revalidateTag = vi.hoisted(() => vi.fn());
vi.mock("next/cache", () => ({ revalidateTag, unstable_cache: <T>(fn: T) => fn }));

const both = (de: string, en: string) => ({ de, en });
const image = { src: "/media/halle", width: 1600, height: 900, alt: both("Die Halle von außen", "The hall from outside") };

/** The least each kind is created with (a name, or a title, or a last name; an event's start, a story's date), and the slugs derived from it. */
const MINIMAL: Record<CreatableKey, { body: Record<string, unknown>; slug: { de: string; en: string } }> = {
  events: { body: { name: both("Offene Probe", "Open rehearsal"), date_start: "2026-09-01T18:00:00.000Z" }, slug: both("offene-probe", "open-rehearsal") },
  productions: { body: { name: both("Der Sturm", "The Tempest") }, slug: both("der-sturm", "the-tempest") },
  series: { body: { name: both("Kammermusik am Abend", "Chamber music at night") }, slug: both("kammermusik-am-abend", "chamber-music-at-night") },
  magazine: { body: { title: both("Blick hinter die Bühne", "Behind the stage"), published_at: "2026-05-04T08:00:00.000Z" }, slug: both("blick-hinter-die-buehne", "behind-the-stage") },
  people: { body: { first_name: "Grete", last_name: "Weiß" }, slug: both("grete-weiss", "grete-weiss") },
  venues: { body: { name: both("Kleiner Saal", "Small hall") }, slug: both("kleiner-saal", "small-hall") },
};

/** A page section holding these modules, as the editor stores it. */
const sectionOf = (slug: string, children: unknown[]): SectionData =>
  ({ id: slug, type: "section", layout: "100", extra_class: "", columns: [{ children }] }) as SectionData;

describe.each(testDatabases())("creating and deleting dashboard entities on $name", ({ open }) => {
  let database: Database;
  let editor: Awaited<ReturnType<typeof editorSession>>;
  const runtime = process.env.NEXT_RUNTIME;
  const tags = () => revalidateTag.mock.calls.map(([tag]) => tag as string);

  const create = (key: string, body: unknown, lang = "de") =>
    callRoute(createRoute.POST, `/${lang}/dashboard-api/${key}/`, { lang, key }, asEditor(editor, body));
  const read = (key: string, id: number) =>
    callRoute(entityRoute.GET, `/de/dashboard-api/${key}/${id}/`, { lang: "de", key, id: String(id) }, { cookies: editor.cookies });
  const remove = (key: string, id: number, lang = "de") =>
    callRoute(entityRoute.DELETE, `/${lang}/dashboard-api/${key}/${id}/`, { lang, key, id: String(id) }, asEditor(editor, undefined, "DELETE"));
  const count = (table: typeof venues | typeof events | typeof eventsPeople) => database.db.$count(table);

  async function pageWith(path: string, title: Localized, sections: SectionData[]) {
    const [page] = await database.db.insert(pages).values({}).returning({ id: pages.id });
    await database.db.insert(pageTranslations).values([
      { page_id: page!.id, lang: "de", path, title: title.de },
      { page_id: page!.id, lang: "en", path: `${path}-en`, title: title.en },
    ]);
    await database.db.insert(containers).values(sections.map((data, position) => ({ slug: `${path}-${data.id}`, content_type: "cms.page", object_id: page!.id, lang: "de", position, ...storedSection(data) })));
    return page!.id;
  }
  type Localized = { de: string; en: string };

  beforeAll(async () => {
    database = await open();
    globalThis.__museumDb = Promise.resolve(database);
    editor = await editorSession(database);
    process.env.NEXT_RUNTIME = "nodejs";
  });
  afterAll(async () => {
    process.env.NEXT_RUNTIME = runtime;
    globalThis.__museumDb = undefined;
    await database.close();
  });
  beforeEach(() => revalidateTag.mockClear());

  it("refuses a new entity with a message per field in the caller's language and writes nothing", async () => {
    const before = await count(venues);
    const response = await create("venues", { name: both("", "Hall"), website_url: "nope", image: { ...image, alt: both("x".repeat(301), "") } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: {
        "name.de": ["Dieses Feld ist ein Pflichtfeld!"],
        // Without a name there is nothing to derive the slug from.
        "slug.de": ["Dieses Feld ist ein Pflichtfeld!"],
        website_url: ["Bitte eine gültige URL angeben."],
        "image.alt.de": ["Höchstens 300 Zeichen."],
      },
    });
    const english = await create("events", { name: both("Fest", "Party"), date_start: "2026-06-01T18:00:00.000Z", date_end: "2026-06-01T17:00:00.000Z" }, "en");
    expect(await english.json()).toEqual({ errors: { date_end: ["The end must be after the start."] } });
    const missing = await create("events", { name: both("Fest", "Party"), date_start: "2026-06-01T18:00:00.000Z", contributors: [{ person_id: 999999 }] });
    expect(await missing.json()).toEqual({ errors: { "contributors.0.person_id": ["Ungültige Auswahl."] } });
    expect(await count(venues)).toBe(before);
    expect(await database.db.$count(events, eq(events.name, both("Fest", "Party")))).toBe(0);
    expect(tags()).toEqual([]);
  });

  it("stores a new venue offline with slugs derived from its names and its image's alt text per language", async () => {
    const response = await create("venues", { name: both("Neue Halle am Fluss", "New River Hall"), slug: { de: "", en: "river-hall" }, image });
    expect(response.status).toBe(201);
    const created = await response.json();
    expect(created).toMatchObject({ name: both("Neue Halle am Fluss", "New River Hall"), slug: both("neue-halle-am-fluss", "river-hall"), is_online: false, image });
    const [row] = await database.db.select().from(venues).where(eq(venues.id, created.id));
    expect(row).toMatchObject({ is_online: false, image, slug: both("neue-halle-am-fluss", "river-hall") });
    expect(tags()).toEqual(expect.arrayContaining(["venues", "pages"]));
    // The change form checks everything it shows with the update schema: the new row as it reads back passes.
    expect(ENTITY_SCHEMAS.venues.safeParse(created).error).toBeUndefined();
  });

  it("stores a new event with its contributors in order", async () => {
    const [person] = await database.db.insert(people).values({ first_name: "Ada", last_name: "Lovelace", slug: both("ada", "ada") }).returning({ id: people.id });
    const response = await create("events", {
      name: both("Lesung", "Reading"), date_start: inAWeek().toISOString(), is_online: true,
      contributors: [{ person_id: person!.id, role: both("Lesung", "Reader") }],
    });
    expect(response.status).toBe(201);
    const created = await response.json();
    expect(created).toMatchObject({ is_online: true, slug: both("lesung", "reading"), contributors: [{ person_id: person!.id, role: both("Lesung", "Reader") }] });
    expect(ENTITY_SCHEMAS.events.safeParse(created).error).toBeUndefined();
    const reader = await create("people", { last_name: "Reader" });
    expect(ENTITY_SCHEMAS.people.safeParse(await reader.json()).error).toBeUndefined();
  });

  it.each(Object.keys(CREATE_SCHEMAS) as CreatableKey[])("creates %s offline with slugs derived from the name, and reads them back", async (key) => {
    const response = await create(key, MINIMAL[key].body);
    expect(response.status).toBe(201);
    const created = await response.json();
    expect(created).toMatchObject({ ...MINIMAL[key].body, slug: MINIMAL[key].slug, is_online: false });
    const again = await read(key, created.id);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(created);
    expect(ENTITY_SCHEMAS[key].safeParse(created).error).toBeUndefined();
    // The list shows it as offline; its visitors' lists are revalidated.
    const name = key === "people" ? "Weiß" : key === "magazine" ? "Blick hinter" : (MINIMAL[key].body.name as Localized).de;
    const { rows } = await ENTITY_KINDS[key].list(database.db, "de", { q: name, page: 1 });
    expect(rows).toEqual([expect.objectContaining({ id: created.id, is_online: false })]);
    expect(tags()).toEqual(expect.arrayContaining([...ENTITY_KINDS[key].tags]));
  });

  it("writes nothing of a new entity when its transaction fails after the row", async () => {
    const kind = ENTITY_KINDS.events;
    const insert = kind.insert;
    const before = [await count(events), await count(eventsPeople)];
    const [person] = await database.db.insert(people).values({ last_name: "Halb", slug: both("halb", "halb") }).returning({ id: people.id });
    kind.insert = async (tx, data) => {
      await insert(tx, data);
      throw new Error("the disk is full");
    };
    try {
      const attempt = create("events", { name: both("Halb", "Half"), date_start: inAWeek().toISOString(), contributors: [{ person_id: person!.id }] });
      expect((await attempt).status).toBe(500);
    } finally {
      kind.insert = insert;
    }
    expect([await count(events), await count(eventsPeople)]).toEqual(before);
  });

  it("refuses to delete a venue that events and a page's venue module use, naming them, and keeps it", async () => {
    const [venue] = await database.db.insert(venues).values({ name: both("Stadthalle", "City hall"), slug: both("stadthalle", "city-hall") }).returning({ id: venues.id });
    const id = venue!.id;
    await database.db.insert(events).values([
      { name: both("Sommerfest", "Summer party"), slug: both("sommerfest", "summer-party"), date_start: inAWeek(), venue_id: id },
      { name: both("Herbstfest", "Autumn party"), slug: both("herbstfest", "autumn-party"), date_start: inAWeek(), venue_id: id },
    ]);
    await pageWith("besuch", both("Besuch", "Visit"), [sectionOf("v1", [{ id: "v1-m", type: "venue_list", headline: "", children: [{ id: "i1", venue: id }] }])]);

    const refused = await remove("venues", id);
    expect(refused.status).toBe(409);
    const body = await refused.json();
    expect(body.detail).toBe("Wird noch verwendet von: Veranstaltung „Sommerfest“, Veranstaltung „Herbstfest“, Seite „Besuch“. Bitte zuerst diese Verweise entfernen.");
    const english = await (await remove("venues", id, "en")).json();
    expect(english.detail).toContain("Still in use by: event “Summer party”, event “Autumn party”, page “Visit”.");
    expect(await database.db.$count(venues, eq(venues.id, id))).toBe(1);
    expect(tags()).toEqual([]);
  });

  it("refuses to delete a person among an event's contributors or an article's author, and a production an event or a page link uses", async () => {
    const [person] = await database.db.insert(people).values({ first_name: "Erika", last_name: "Muster", slug: both("erika", "erika") }).returning({ id: people.id });
    const [event] = await database.db.insert(events).values({ name: both("Konzert", "Concert"), slug: both("konzert", "concert"), date_start: inAWeek() }).returning({ id: events.id });
    await database.db.insert(eventsPeople).values({ event_id: event!.id, person_id: person!.id });
    await database.db.insert(articles).values({ title: both("Porträt", "Portrait"), slug: both("portraet", "portrait"), author_id: person!.id });
    expect((await (await remove("people", person!.id)).json()).detail).toMatch(/^Wird noch verwendet von: Veranstaltung „Konzert“, Artikel „Porträt“\./);

    const [production] = await database.db.insert(productions).values({ name: both("Faust", "Faust"), slug: both("faust", "faust") }).returning({ id: productions.id });
    await pageWith("spielplan", both("Spielplan", "Programme"), [sectionOf("t1", [{ id: "t1-m", type: "teaser_item", headline: "Faust", link: `/de/programme/faust/${production!.id}` }])]);
    const refused = await remove("productions", production!.id);
    expect(refused.status).toBe(409);
    expect((await refused.json()).detail).toMatch(/^Wird noch verwendet von: Seite „Spielplan“\./);
    // A link to another production whose id starts the same is no reference.
    const [other] = await database.db.insert(productions).values({ name: both("Woyzeck", "Woyzeck"), slug: both("woyzeck", "woyzeck") }).returning({ id: productions.id });
    await pageWith("andere", both("Andere", "Other"), [sectionOf("t2", [{ id: "t2-m", type: "teaser_item", headline: "X", link: `/de/programme/woyzeck/${other!.id}0` }])]);
    expect((await remove("productions", other!.id)).status).toBe(204);
  });

  it("deletes an unreferenced venue with its own sections and revalidates its lists", async () => {
    const [venue] = await database.db.insert(venues).values({ name: both("Scheune", "Barn"), slug: both("scheune", "barn") }).returning({ id: venues.id });
    const id = venue!.id;
    // The venue's own page links to itself: its own sections are no reference, they go with it.
    await database.db.insert(containers).values({ slug: `own-${id}`, content_type: "programme.venue", object_id: id, lang: "de", position: 0,
      ...storedSection(sectionOf("own", [{ id: "own-m", type: "venue", venue: id }])) });
    const response = await remove("venues", id);
    expect(response.status).toBe(204);
    expect(await database.db.$count(venues, eq(venues.id, id))).toBe(0);
    expect(await database.db.$count(containers, eq(containers.slug, `own-${id}`))).toBe(0);
    expect(tags()).toEqual(expect.arrayContaining(["venues", "pages"]));
    expect((await remove("venues", id)).status).toBe(404);
    expect((await remove("outbox", 1)).status).toBe(404);
  });
});

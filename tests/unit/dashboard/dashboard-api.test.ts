import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { asc, eq } from "drizzle-orm";
import { testDatabases } from "../../helpers/db";
import { asEditor, callRoute, editorSession } from "../../helpers/editor";
import type { Database } from "@/server/db/open";
import { events, eventsPeople, eventsTags, people } from "@/server/db/schema";
import { searchSite } from "@/server/services/search/search";
import { ENTITY_KEYS } from "@schemas/entities/entity-kinds";
import * as route from "@/app/[lang]/dashboard-api/[key]/[id]/route";
import { seedKinds, seedTags } from "./fixtures";

// Inside a Next.js server a save marks the cached pages stale; record the tags it names.
const revalidateTag = vi.hoisted(() => vi.fn());
vi.mock("next/cache", () => ({ revalidateTag, unstable_cache: <T>(fn: T) => fn }));

type Session = Awaited<ReturnType<typeof editorSession>>;

describe.each(testDatabases())("PATCH /{lang}/dashboard-api/{key}/{id}/ on $name", ({ open }) => {
  let database: Database;
  let editor: Session;
  let ids: Awaited<ReturnType<typeof seedKinds>>;
  const runtime = process.env.NEXT_RUNTIME;
  const tags = () => revalidateTag.mock.calls.map(([tag]) => tag as string);

  const patch = (key: string, id: number | string, options: Parameters<typeof callRoute>[3], lang = "de") =>
    callRoute(route.PATCH, `/${lang}/dashboard-api/${key}/${id}/`, { lang, key, id: String(id) }, options);
  const storedEvent = async () => (await database.db.select().from(events).where(eq(events.id, ids.events)))[0]!;

  beforeAll(async () => {
    database = await open();
    globalThis.__museumDb = Promise.resolve(database);
    editor = await editorSession(database);
    ids = await seedKinds(database, "Sommerfest");
    process.env.NEXT_RUNTIME = "nodejs";
  });
  afterAll(async () => {
    process.env.NEXT_RUNTIME = runtime;
    globalThis.__museumDb = undefined;
    await database.close();
  });
  beforeEach(() => revalidateTag.mockClear());

  it("answers 401 without a session and 403 without the CSRF header, changing nothing", async () => {
    const anonymous = await patch("events", ids.events, { method: "PATCH", body: { name: { de: "X", en: "X" } } });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ logged: false });
    const noCsrf = await patch("events", ids.events, { method: "PATCH", body: { name: { de: "X", en: "X" } }, cookies: editor.cookies });
    expect(noCsrf.status).toBe(403);
    const wrongCsrf = await patch("events", ids.events, { ...asEditor(editor, { name: { de: "X", en: "X" } }, "PATCH"), csrf: "u".repeat(43) });
    expect(wrongCsrf.status).toBe(403);
    expect((await storedEvent()).name).toEqual({ de: "Sommerfest", en: "Sommerfest" });
    expect(tags()).toEqual([]);
  });

  it("answers 400 with a message per field in the caller's language and leaves the row as it was", async () => {
    const before = await storedEvent();
    const response = await patch("events", ids.events, asEditor(editor, { name: { de: "", en: "Summer party" }, ticket_url: "nope", id_jet: -3 }, "PATCH"));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: {
        "name.de": ["Dieses Feld ist ein Pflichtfeld!"],
        ticket_url: ["Bitte eine gültige URL angeben."],
        id_jet: ["Mindestens 0."],
      },
    });
    const english = await patch("events", ids.events, asEditor(editor, { date_end: "yesterday" }, "PATCH"), "en");
    expect(await english.json()).toEqual({ errors: { date_end: ["Invalid date (DD-MM-YYYY)."] } });
    expect(await storedEvent()).toEqual(before);
    expect(tags()).toEqual([]);
  });

  it("re-checks the end after the start against the stored row, and refuses references to missing rows", async () => {
    const start = (await storedEvent()).date_start;
    const early = new Date(start.getTime() - 60 * 60 * 1000).toISOString();
    const order = await patch("events", ids.events, asEditor(editor, { date_end: early }, "PATCH"));
    expect(order.status).toBe(400);
    expect(await order.json()).toEqual({ errors: { date_end: ["Das Ende muss nach dem Beginn liegen."] } });

    const missing = await patch("events", ids.events, asEditor(editor, { venue_id: 999999, parent_id: ids.events, contributors: [{ person_id: 888888 }] }, "PATCH"));
    expect(missing.status).toBe(400);
    expect(Object.keys((await missing.json()).errors).sort()).toEqual(["contributors.0.person_id", "parent_id", "venue_id"]);
    expect((await storedEvent()).venue_id).toBe(ids.venues);
  });

  it("answers 404 for an unknown id or kind", async () => {
    expect((await patch("events", 999999, asEditor(editor, { name: { de: "A", en: "B" } }, "PATCH"))).status).toBe(404);
    expect((await patch("pages", ids.events, asEditor(editor, { name: { de: "A", en: "B" } }, "PATCH"))).status).toBe(404);
    expect((await patch("events", "abc", asEditor(editor, {}, "PATCH"))).status).toBe(404);
  });

  it("stores the fields given, replaces tags and contributors, revalidates, and the search finds the new name", async () => {
    const [tagA, tagB] = await seedTags(database, 2);
    const [person] = await database.db.select({ id: people.id }).from(people).limit(1);
    const response = await patch("events", ids.events, asEditor(editor, {
      name: { de: "Mondscheinführung", en: "Moonlight tour" },
      ticket_url: "https://tickets.example.org/7",
      tag_ids: [tagB, tagA],
      contributors: [{ person_id: person!.id, role: { de: "Führung", en: "Guide" } }],
    }, "PATCH"));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ id: ids.events, name: { de: "Mondscheinführung", en: "Moonlight tour" }, ticket_url: "https://tickets.example.org/7", tag_ids: [tagA, tagB] });
    expect(body.date_start).toBe((await storedEvent()).date_start.toISOString());

    const stored = await storedEvent();
    expect(stored.name).toEqual({ de: "Mondscheinführung", en: "Moonlight tour" });
    expect(stored.venue_id).toBe(ids.venues);
    const links = await database.db.select({ tag: eventsTags.tag_id }).from(eventsTags).where(eq(eventsTags.event_id, ids.events)).orderBy(asc(eventsTags.tag_id));
    expect(links.map((link) => link.tag)).toEqual([tagA, tagB]);
    const parts = await database.db.select().from(eventsPeople).where(eq(eventsPeople.event_id, ids.events));
    expect(parts).toMatchObject([{ person_id: person!.id, role: { de: "Führung", en: "Guide" }, position: 0 }]);
    expect(tags()).toEqual(["events", "pages"]);

    const found = await searchSite(database.db, { lang: "de", q: "Mondscheinführung", categories: ["events"], offset: 0, limit: 10 });
    expect(found.results.map((hit) => hit.id)).toEqual([ids.events]);
  });

  it("clears an optional field sent as null and keeps the fields not sent", async () => {
    await patch("events", ids.events, asEditor(editor, { ticket_url: null, tag_ids: [] }, "PATCH"));
    const stored = await storedEvent();
    expect(stored.ticket_url).toBeNull();
    expect(stored.name.de).toBe("Mondscheinführung");
    expect(await database.db.$count(eventsTags, eq(eventsTags.event_id, ids.events))).toBe(0);
  });

  it.each(ENTITY_KEYS)("changes a row of %s through the same generic route", async (key) => {
    const change = key === "people" ? { last_name: "Neu" } : key === "magazine" || key === "forms" ? { title: { de: "Neu", en: "New" } } : { name: { de: "Neu", en: "New" } };
    const response = await patch(key, ids[key], asEditor(editor, change, "PATCH"));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: ids[key], ...change });
    const read = await callRoute(route.GET, `/de/dashboard-api/${key}/${ids[key]}/`, { lang: "de", key, id: String(ids[key]) }, { cookies: editor.cookies });
    expect(await read.json()).toMatchObject(change);
  });
});

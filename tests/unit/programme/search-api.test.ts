import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { searchResponseSchema, type SearchResponse } from "@schemas/api/search";
import type { Database } from "@/server/db/open";
import { events, people } from "@/server/db/schema/programme";
import { GET as search } from "@/app/[lang]/api/search/route";
import { GET as searchEvents } from "@/app/api/search/events/route";
import { GET as searchOthers } from "@/app/api/search/others/route";
import { GET as autocomplete } from "@/app/api/search/autocomplete/route";
import { testDatabases } from "../../helpers/db";
import { publishOwner } from "@/server/content/publish";
import { saveSection } from "@/server/content/sections";
import { both, call, json, seedProgramme, type Ids } from "./fixtures";
import { seedMagazine } from "./magazine-fixtures";

describe.each(testDatabases())("search on $name", ({ open }) => {
  let database: Database;
  let ids: Ids;
  const find = async (query: string, lang = "de") => {
    const { status, body } = await json<SearchResponse>(call(search, `/${lang}/api/search/?${query}`, { lang }));
    expect(status).toBe(200);
    return searchResponseSchema.parse(body);
  };
  const suggest = async (query: string) => (await json<string[]>(call(autocomplete, `/api/search/autocomplete/?${query}`))).body;

  beforeAll(async () => {
    database = await open();
    globalThis.__museumDb = Promise.resolve(database);
    const programme = await seedProgramme(database.db);
    ids = { ...programme, ...(await seedMagazine(database.db, { author: programme.person! })) };
    await database.db.update(events).set({ name: both("Ausstellung: Licht und Farbe", "Exhibition: Light and Colour") }).where(eq(events.id, programme.limited!));
  });
  afterAll(async () => {
    globalThis.__museumDb = undefined;
    await database.close();
  });

  it("finds the stemmed German word: Ausstellungen finds Ausstellung, in events, people and page modules", async () => {
    const result = await find("q=Ausstellungen");
    const found = result.results.map((hit) => `${hit.type}:${hit.id}`);
    expect(found).toEqual(expect.arrayContaining([`events:${ids.limited}`, `events:${ids.first}`, `people:${ids.person}`, `pages:${ids.page}`]));
    // The title hit ranks above a hit in the description.
    expect(found.indexOf(`events:${ids.limited}`)).toBeLessThan(found.indexOf(`events:${ids.first}`));
    expect(result.categories.find((category) => category.id === "events")?.count).toBe(2);
    expect(found).not.toContain(`pages:${ids.offlinePage}`);
    expect(found).not.toContain(`events:${ids.offline}`);
  });

  it("finds a CMS page by its module text and marks the words in an escaped snippet", async () => {
    const result = await find("q=barrierefrei&category=pages");
    expect(result.results).toHaveLength(1);
    const [hit] = result.results;
    expect(hit).toMatchObject({ type: "pages", id: ids.page, title: "Seite besuch", url: "/de/besuch" });
    expect(hit!.snippet).toContain("<mark>barrierefrei</mark>");
    expect(hit!.snippet).toContain("&amp; hell");
    expect(hit!.snippet).not.toMatch(/<(?!\/?mark>)/);
  });

  it("indexes the fields a module flags searchable once its section is published, and no others", async () => {
    const notice = { id: "search-notice", type: "notice", tone: "important", title: "Gartensaal", content: "Wegen Umbauarbeiten geschlossen." };
    const headline = { id: "search-headline", type: "headline", headline_level: 2, content: "Kurz notiert", anchor: "zaunkoenig" };
    const owner = { content_type: "cms.page", object_id: ids.page! } as const;
    await saveSection(database.db, { ...owner, lang: "de" },
      { id: "search-notice-section", type: "section", layout: "100", extra_class: "", columns: [{ children: [notice, headline] }] });
    const hits = async (query: string) => (await find(`q=${query}&category=pages`)).results.map((hit) => hit.id);
    // Visitors search what is published: the saved draft is not found yet.
    expect(await hits("Umbauarbeiten")).toEqual([]);
    await publishOwner(database.db, owner, 1);
    expect(await hits("Umbauarbeiten")).toEqual([ids.page]);
    expect(await hits("Gartensaal")).toEqual([ids.page]);
    // An anchor is an address, not text a visitor reads.
    expect(await hits("zaunkoenig")).toEqual([]);
  });

  it("finds an article through its body modules and in English with the english configuration", async () => {
    expect((await find("q=Firnis")).results.map((hit) => `${hit.type}:${hit.id}`)).toEqual([`articles:${ids.oldest}`]);
    const english = await find("q=exhibitions&category=events", "en");
    expect(english.results.map((hit) => hit.id)).toEqual([ids.limited, ids.first]);
    expect(english.count).toBe(2);
  });

  it("keeps the index current: a renamed event is found by its new name at once", async () => {
    expect((await find("q=Mondscheinkonzert")).count).toBe(0);
    await database.db.update(events).set({ name: both("Mondscheinkonzert", "Moonlight concert") }).where(eq(events.id, ids.second!));
    expect((await find("q=Mondscheinkonzert")).results.map((hit) => hit.id)).toEqual([ids.second]);
    await database.db.update(people).set({ is_online: false }).where(eq(people.id, ids.person!));
    expect((await find("q=Weber")).count).toBe(0);
    await database.db.update(people).set({ is_online: true }).where(eq(people.id, ids.person!));
  });

  it("pages results, counts per category and answers nothing for a blank query", async () => {
    const all = await find("q=Sammlungsrundgang&page_size=50");
    expect(all.count).toBe(25);
    const first = await find("q=Sammlungsrundgang&page_size=10");
    const third = await find("q=Sammlungsrundgang&page_size=10&page=3");
    expect(first.results).toHaveLength(10);
    expect(third.results).toHaveLength(5);
    expect(third.next).toBeNull();
    const seen = new Set<number>();
    for (let page = 1; page <= 3; page++) for (const hit of (await find(`q=Sammlungsrundgang&page=${page}`)).results) seen.add(hit.id);
    expect(seen.size).toBe(25);
    expect((await find("q=Sammlungsrundgang&page=9")).results).toEqual([]);
    expect((await find("q=")).count).toBe(0);
    expect((await call(search, "/de/api/search/?q=x&category=nope", { lang: "de" })).status).toBe(400);
    expect((await call(search, "/de/api/search/?q=x&page=0", { lang: "de" })).status).toBe(400);
    expect((await call(search, "/de/api/search/?q=a%00b", { lang: "de" })).status).toBe(400);
    expect((await call(search, `/de/api/search/?q=${"x".repeat(201)}`, { lang: "de" })).status).toBe(400);
    // Query syntax never breaks the search: quotes, minus, or and stray operators.
    expect((await call(search, `/de/api/search/?q=${encodeURIComponent('"neue Ausstellung" -alt or & | ! :*')}`, { lang: "de" })).status).toBe(200);
  });

  it("splits results into events and others for /api/search/events/ and /api/search/others/", async () => {
    const eventsOnly = await json<SearchResponse>(call(searchEvents, "/api/search/events/?q=Ausstellungen&lang=de"));
    expect(eventsOnly.body.results.every((hit) => hit.type === "events")).toBe(true);
    expect(eventsOnly.body.count).toBe(2);
    const others = await json<SearchResponse>(call(searchOthers, "/api/search/others/?q=Ausstellungen&lang=de"));
    expect(others.body.results.some((hit) => hit.type === "events")).toBe(false);
    expect(others.body.results.map((hit) => hit.type)).toEqual(expect.arrayContaining(["people", "pages"]));
  });

  it("suggests titles for a typo, prefers titles starting with the text, and needs a text", async () => {
    expect(await suggest("q=ausstelung&lang=de")).toContain("Ausstellung: Licht und Farbe");
    expect(await suggest("q=exhibtion&lang=en")).toContain("Exhibition: Light and Colour");
    expect((await suggest("q=anna wber&lang=de"))).toContain("Anna Weber");
    expect(await suggest("q=newe&lang=de")).toContain("newest DE");
    const prefix = await suggest("q=bulk1&lang=de");
    expect(prefix[0]).toBe("bulk1 DE");
    expect(prefix.length).toBeLessThanOrEqual(8);
    expect(await suggest("q=zzzzqqq&lang=de")).toEqual([]);
    expect((await call(autocomplete, "/api/search/autocomplete/?q=")).status).toBe(400);
    // Offline and unpublished titles are never suggested.
    expect(await suggest("q=geheime ausstellungsräume&lang=de")).not.toContain("Geheime Ausstellungsräume");
    expect(await suggest("q=scheduled&lang=de")).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { finderAnswerSchema, FINDER_KINDS, FINDER_LIMIT_MAX, mediaListAnswerSchema } from "@schemas/api/finder";
import type { Database } from "@/server/db/open";
import { events, media, pageTranslations } from "@/server/db/schema";
import { createPage } from "@/server/content/pages";
import { pageInput } from "../content/fixtures";
import { GET as finder } from "@/app/[lang]/pageeditor-api/finder/[kind]/route";
import { GET as mediaList } from "@/app/[lang]/pageeditor-api/media/route";
import { testDatabases } from "../../helpers/db";
import { callRoute, editorSession } from "../../helpers/editor";
import { both, seedProgramme, type Ids } from "../programme/fixtures";
import { seedMagazine } from "../programme/magazine-fixtures";

type Session = Awaited<ReturnType<typeof editorSession>>;

describe.each(testDatabases())("editor finders on $name", ({ open }) => {
  let database: Database;
  let editor: Session;
  let ids: Ids;
  const find = async (lang: string, kind: string, query = "", cookies: Record<string, string> = editor.cookies) =>
    callRoute(finder, `/${lang}/pageeditor-api/finder/${kind}/?${query}`, { lang, kind }, { cookies });
  const results = async (lang: string, kind: string, query = "") => {
    const response = await find(lang, kind, query);
    expect(response.status).toBe(200);
    return finderAnswerSchema.parse(await response.json()).results;
  };

  beforeAll(async () => {
    database = await open();
    globalThis.__museumDb = Promise.resolve(database);
    editor = await editorSession(database);
    const programme = await seedProgramme(database.db);
    ids = { ...programme, ...(await seedMagazine(database.db, { author: programme.person! })) };
    await database.db.update(events).set({ name: both("Ausstellung: Licht und Farbe", "Exhibition: Light and Colour") }).where(eq(events.id, ids.limited!));
    // 30 library images: ids ascend with upload order.
    await database.db.insert(media).values(Array.from({ length: 30 }, (_, index) => ({
      name: index === 7 ? "hafenblick" : `bild-${index}`, src: `/media/library/bild-${index}`, width: 1200, height: 800,
      alt: both(index === 3 ? "Blick auf den Fluss" : "", ""),
    })));
  });
  afterAll(async () => {
    globalThis.__museumDb = undefined;
    await database.close();
  });

  it("answers 401 to anonymous callers of both endpoints", async () => {
    const anonymous = await find("de", "event", "q=farbe", {});
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ logged: false });
    expect((await callRoute(mediaList, "/de/pageeditor-api/media/", { lang: "de" }, {})).status).toBe(401);
  });

  it("refuses a bad query with 400 per parameter and an unknown kind with 404", async () => {
    const long = await find("en", "event", `q=${"a".repeat(101)}&limit=500`);
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({ errors: { q: ["At most 100 characters."], limit: ["At most 50."] } });
    const badIds = await find("en", "event", "ids=1,x");
    expect(badIds.status).toBe(400);
    expect(Object.keys((await badIds.json()).errors)).toEqual(["ids.1"]);
    expect((await find("en", "event", "limit=0")).status).toBe(400);
    expect((await find("de", "users")).status).toBe(404);
    const badCursor = await callRoute(mediaList, "/de/pageeditor-api/media/?after=abc", { lang: "de" }, { cookies: editor.cookies });
    expect(badCursor.status).toBe(400);
  });

  it("finds events by a typed part of the title, a typo or a stemmed word, in the caller's language, with their URL and date", async () => {
    const partial = await results("de", "event", "q=ausstell");
    expect(partial[0]).toMatchObject({ id: ids.limited, title: "Ausstellung: Licht und Farbe", url: `/de/kalender/limited-de/${ids.limited}` });
    expect(partial[0]!.date_start).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/);
    expect((await results("de", "event", "q=ausstelung")).map((item) => item.id)).toContain(ids.limited);
    expect((await results("en", "event", "q=Exhibitions")).map((item) => item.id)).toContain(ids.limited);
    expect(await results("de", "event", "q=nichts-dergleichen")).toEqual([]);
  });

  it("lists upcoming events soonest first when nothing is typed, bounded by limit", async () => {
    const listed = await results("de", "event", "limit=5");
    expect(listed).toHaveLength(5);
    expect(listed.map((item) => item.id)).not.toContain(ids.past);
    const times = listed.map((item) => item.date_start!);
    expect([...times].sort()).toEqual(times);
    // Past events come last; every event fits under the maximum limit here.
    const all = await results("de", "event", `limit=${FINDER_LIMIT_MAX}`);
    expect(all).toHaveLength(await database.db.$count(events));
    expect(all.at(-1)!.id).toBe(ids.past);
  });

  it("reads chosen rows back by id in the order asked, skipping unknown ids", async () => {
    const chosen = await results("en", "event", `ids=${ids.free},999999,${ids.first}`);
    expect(chosen.map((item) => [item.id, item.title])).toEqual([[ids.free, "free EN"], [ids.first, "first EN"]]);
  });

  it("finds the other kinds: pages with their path, articles, people by name, venues, categories and option tables", async () => {
    const pages = await results("en", "page", "q=visit");
    expect(pages[0]).toMatchObject({ id: ids.page, title: "Page visit", subline: "visit", url: "/en/visit", image: null });
    // A page is found by its path too (its title may say little).
    const route = await createPage(database.db, pageInput({ de: "anfahrt-per-bus", en: "by-bus" }));
    await database.db.update(pageTranslations).set({ title: "Wegbeschreibung" }).where(eq(pageTranslations.page_id, route));
    expect((await results("de", "page", "q=anfahrt")).map((item) => [item.id, item.title])).toEqual([[route, "Wegbeschreibung"]]);
    expect((await results("de", "article", "q=newest"))[0]).toMatchObject({ id: ids.newest, url: `/de/stories/newest-de/${ids.newest}` });
    expect((await results("de", "person", "q=weber"))[0]).toMatchObject({ id: ids.person, title: "Anna Weber", subline: "Kuratorin" });
    expect((await results("en", "venue", "q=river"))[0]).toMatchObject({ id: ids.venue, url: `/en/venues/haus-en/${ids.venue}` });
    expect((await results("de", "article-category", "q=kun"))[0]).toMatchObject({ id: ids.art, title: "Kunst", url: `/de/stories/categories/kunst/${ids.art}` });
    expect((await results("en", "event-tag", "q=family"))[0]).toMatchObject({ id: ids.family, title: "Family", url: null });
    // Every kind answers, with something typed and without.
    for (const kind of FINDER_KINDS) {
      expect((await find("de", kind)).status).toBe(200);
      expect((await find("de", kind, "q=a%25_")).status).toBe(200);
    }
  });

  it("pages through the image library newest first by keyset and narrows it by name or alt text", async () => {
    const page = async (query: string) => {
      const response = await callRoute(mediaList, `/de/pageeditor-api/media/?${query}`, { lang: "de" }, { cookies: editor.cookies });
      expect(response.status).toBe(200);
      return mediaListAnswerSchema.parse(await response.json());
    };
    const first = await page("limit=20");
    expect(first.results).toHaveLength(20);
    expect(first.results[0]).toMatchObject({ name: "bild-29", src: "/media/library/bild-29", width: 1200, height: 800, alt: "" });
    expect(first.next).toBe(first.results[19]!.id);
    const second = await page(`limit=20&after=${first.next}`);
    expect(second.results.map((item) => item.name)).toEqual(Array.from({ length: 10 }, (_, index) => (9 - index === 7 ? "hafenblick" : `bild-${9 - index}`)));
    expect(second.next).toBeNull();
    expect((await page("q=hafen")).results.map((item) => item.name)).toEqual(["hafenblick"]);
    expect((await page("q=fluss")).results.map((item) => [item.name, item.alt])).toEqual([["bild-3", "Blick auf den Fluss"]]);
  });
});

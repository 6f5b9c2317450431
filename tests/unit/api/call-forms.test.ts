import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import type { Database } from "@/server/db/open";
import { siteStatusSchema } from "@schemas/api/site-status";
import { testDatabases } from "../../helpers/db";
import { seedProgramme, type Ids } from "../programme/fixtures";
import { seedMagazine } from "../programme/magazine-fixtures";

type Route = (request: NextRequest, segment: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** A GET as Next.js hands it to a route: the URL, its headers and the path's parameters. */
async function get(route: unknown, url: string, params: Record<string, string> = {}, headers: Record<string, string> = {}) {
  const response = await (route as Route)(new NextRequest(new URL(url, "http://localhost"), { headers }), { params: Promise.resolve(params) });
  return { status: response.status, vary: response.headers.get("vary") ?? "", body: response.status < 300 ? ((await response.json()) as unknown) : null };
}

/** Repository calls of 001 §7: each served at /api/x/ and /{lang}/api/x/. */
const REPOSITORY = [
  "rooms", "exhibition-types", "event-tags", "series", "genres", "seasons", "production-tags",
  "calendar", "breaking-news", "article-categories", "opening-hours-today", "user-details",
] as const;

/** Locale calls of 001 §7: each served at /{lang}/api/x/ and /api/x/. */
const LOCALE = ["events", "productions", "teasers", "articles", "articles-teaser"] as const;

const routes = async (name: string) => ({
  plain: (await import(`../../../src/app/api/${name}/route.ts`)).GET as unknown,
  prefixed: (await import(`../../../src/app/[lang]/api/${name}/route.ts`)).GET as unknown,
});

const results = (body: unknown) => (Array.isArray(body) ? body : (body as { results: unknown[] }).results);

describe.each(testDatabases())("the spec's call forms on $name", ({ open }) => {
  let database: Database;
  let ids: Ids;

  beforeAll(async () => {
    database = await open();
    globalThis.__museumDb = Promise.resolve(database);
    ids = await seedProgramme(database.db);
    await seedMagazine(database.db, { author: ids.person! });
  });
  afterAll(async () => {
    globalThis.__museumDb = undefined;
    await database.close();
  });

  it.each(REPOSITORY)("answers %s alike with and without the language prefix; the prefix is the language", async (name) => {
    const { plain, prefixed } = await routes(name);
    const unprefixed = await get(plain, `/api/${name}/?lang=en`);
    const withPrefix = await get(prefixed, `/en/api/${name}/`, { lang: "en" }, { "accept-language": "de" });
    expect(unprefixed.status).toBe(200);
    expect(withPrefix).toMatchObject({ status: 200, body: unprefixed.body });
    expect((await get(prefixed, `/fr/api/${name}/`, { lang: "fr" })).status).toBe(404);
  });

  it("names the options in the prefix's language", async () => {
    const { prefixed } = await routes("rooms");
    expect((await get(prefixed, "/en/api/rooms/", { lang: "en" })).body).toContainEqual({ id: ids.hall, name: "Hall", show_in_filter: true });
    expect((await get(prefixed, "/de/api/rooms/?lang=en", { lang: "de" })).body).not.toContainEqual(expect.objectContaining({ name: "Hall" }));
  });

  it("answers the settings with and without the prefix", async () => {
    const plain = await get((await import("@/app/pageeditor-api/settings/route")).GET, "/pageeditor-api/settings");
    const prefixed = await get((await import("@/app/[lang]/pageeditor-api/settings/route")).GET, "/de/pageeditor-api/settings", { lang: "de" });
    expect(plain.body).toMatchObject({ is_site_online: true });
    expect(prefixed).toEqual(plain);
  });

  it.each(LOCALE)("answers %s also without the prefix: in the language of ?lang=, else Accept-Language, else German", async (name) => {
    const { plain, prefixed } = await routes(name);
    const english = await get(prefixed, `/en/api/${name}/`, { lang: "en" });
    const german = await get(prefixed, `/de/api/${name}/`, { lang: "de" });
    expect(english.status).toBe(200);
    expect(results(english.body).length).toBeGreaterThan(0);
    const chosen = await get(plain, `/api/${name}/?lang=en`);
    expect(results(chosen.body)).toEqual(results(english.body));
    // Only an answer Accept-Language chose differs by it: a shared cache keeps one per URL otherwise.
    expect(chosen.vary).not.toMatch(/accept-language/i);
    const negotiated = await get(plain, `/api/${name}/`, {}, { "accept-language": "en-GB,en;q=0.9,de;q=0.5" });
    expect(results(negotiated.body)).toEqual(results(english.body));
    expect(negotiated.vary).toMatch(/accept-language/i);
    expect(results((await get(plain, `/api/${name}/`)).body)).toEqual(results(german.body));
    expect((await get(plain, `/api/${name}/?lang=fr`)).status).toBe(400);
  });

  it("links each event to its detail path", async () => {
    const { body } = await get((await import("@/app/api/events/route")).GET, "/api/events/?lang=en");
    const events = results(body) as { url: string; link: string }[];
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) expect(event.link).toMatch(/^\/en\/|^https?:\/\//);
    expect(events.some((event) => event.link === event.url)).toBe(true);
  });

  it("answers the site's status at /{lang}/api/example", async () => {
    const route = (await import("@/app/[lang]/api/example/route")).GET;
    const { status, body } = await get(route, "/en/api/example", { lang: "en" });
    expect(status).toBe(200);
    expect(siteStatusSchema.parse(body)).toEqual({ lang: "en", is_site_online: true, is_shop_online: true });
    expect((await get(route, "/xx/api/example", { lang: "xx" })).status).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { testDatabases } from "../../helpers/db";
import type { Database } from "@/server/db/open";
import { articles, events, pages } from "@/server/db/schema";
import { createPage } from "@/server/content/pages";
import { sitemapEntries, sitemapUrls } from "@/server/site/sitemap";
import { pageInput } from "../content/fixtures";
import { seedKinds } from "../dashboard/fixtures";

describe.each(testDatabases())("sitemap on $name", ({ open }) => {
  let database: Database;
  let ids: Awaited<ReturnType<typeof seedKinds>>;
  let offlinePage: number;

  beforeAll(async () => {
    database = await open();
    ids = await seedKinds(database, "Sommerfest");
    await createPage(database.db, pageInput({ de: "ausstellung", en: "exhibition" }));
    offlinePage = await createPage(database.db, pageInput({ de: "entwurf", en: "draft" }));
    await database.db.update(pages).set({ is_online: false }).where(eq(pages.id, offlinePage));
  });
  afterAll(() => database.close());

  const paths = async () => (await sitemapEntries(database.db)).map((entry) => entry.paths);

  it("lists online pages with both languages' paths", async () => {
    expect(await paths()).toContainEqual({ de: "/de/ausstellung", en: "/en/exhibition" });
    expect((await paths()).some((entry) => entry.de === "/de/entwurf")).toBe(false);
  });

  it("lists online entities at their detail paths and leaves out offline and unpublished ones", async () => {
    expect(await paths()).toContainEqual({ de: `/de/kalender/eintrag/${ids.events}`, en: `/en/kalender/entry/${ids.events}` });
    expect(await paths()).toContainEqual({ de: `/de/team/eintrag/${ids.people}`, en: `/en/team/entry/${ids.people}` });
    await database.db.update(events).set({ is_online: false }).where(eq(events.id, ids.events));
    await database.db.update(articles).set({ published_at: new Date(Date.now() + 86_400_000) }).where(eq(articles.id, ids.magazine));
    const after = await paths();
    expect(after.some((entry) => entry.de.startsWith("/de/kalender/"))).toBe(false);
    expect(after.some((entry) => entry.de.startsWith("/de/stories/"))).toBe(false);
  });
});

describe("sitemap addresses", () => {
  const entries = [
    { paths: { de: "/de/besuch", en: "/en/visit" }, lastModified: "2026-05-04T10:00:00.000Z" },
    { paths: { de: "/de/kalender/fuehrung/7", en: "/en/kalender/tour/7" }, lastModified: "2026-05-05T10:00:00.000Z" },
  ];

  it("lists every page in each language as its own address on SITE_URL, each naming both languages", () => {
    const urls = sitemapUrls(entries, "https://museum.example");
    expect(urls.map((url) => url.url)).toEqual([
      "https://museum.example/de/besuch", "https://museum.example/en/visit",
      "https://museum.example/de/kalender/fuehrung/7", "https://museum.example/en/kalender/tour/7",
    ]);
    const visit = { de: "https://museum.example/de/besuch", en: "https://museum.example/en/visit" };
    expect(urls[0]).toEqual({ url: visit.de, lastModified: "2026-05-04T10:00:00.000Z", alternates: { languages: visit } });
    expect(urls[1]).toEqual({ url: visit.en, lastModified: "2026-05-04T10:00:00.000Z", alternates: { languages: visit } });
  });
});

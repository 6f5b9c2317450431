import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "@/server/db/open";
import { containers } from "@/server/db/schema/pages";
import { events } from "@/server/db/schema/programme";
import { searchTitles } from "@/server/db/schema/search";
import { saveSection } from "@/server/content/sections";
import { createPage } from "@/server/content/pages";
import { testDatabases } from "../../helpers/db";
import { headlineSection, pageInput } from "../content/fixtures";
import { both } from "./fixtures";

/** The search index is the database's own: extensions, generated columns and triggers. */
describe.each(testDatabases())("search index on $name", ({ open }) => {
  let database: Database;
  const titles = async () =>
    (await database.db.select().from(searchTitles).where(and(eq(searchTitles.kind, "event"), eq(searchTitles.lang, "de"))).orderBy(searchTitles.title))
      .map((row) => [row.title, row.rows]);

  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.close();
  });

  it("has pg_trgm after the migrations, and its similarity works", async () => {
    const [row] = await database.db.select({ similarity: sql<number>`word_similarity('ausstelung', 'Die Ausstellung')` })
      .from(sql`pg_extension`).where(sql`extname = 'pg_trgm'`);
    expect(Number(row?.similarity)).toBeGreaterThan(0.6);
  });

  it("keeps one row per distinct event title, through bulk inserts, renames, deletes and truncation", async () => {
    const start = new Date("2030-01-01T10:00:00Z");
    await database.db.insert(events).values(Array.from({ length: 30 }, (_, index) => ({
      name: both(index % 3 ? "Führung" : "Konzert", index % 3 ? "Tour" : "Concert"), slug: both(`e${index}`, `e${index}`), date_start: start,
    })));
    expect(await titles()).toEqual([["Führung", 20], ["Konzert", 10]]);
    await database.db.update(events).set({ name: both("Lesung", "Reading") }).where(sql`${events.name}->>'de' = 'Konzert'`);
    expect(await titles()).toEqual([["Führung", 20], ["Lesung", 10]]);
    await database.db.delete(events).where(sql`${events.name}->>'de' = 'Führung'`);
    expect(await titles()).toEqual([["Lesung", 10]]);
    await database.db.execute(sql`TRUNCATE events CASCADE`);
    expect(await titles()).toEqual([]);
  });

  it("recomputes a container's search vector when its modules change", async () => {
    const pageId = await createPage(database.db, pageInput({ de: "suche", en: "search" }));
    const owner = { content_type: "cms.page", object_id: pageId, lang: "de" as const };
    const matches = async (word: string) => (await database.db.select({ id: containers.id }).from(containers)
      .where(and(eq(containers.object_id, pageId), sql`${containers.search} @@ websearch_to_tsquery('german', ${word})`))).length;
    await saveSection(database.db, owner, headlineSection("index-1", "Gemälde der Sammlung"));
    expect(await matches("Gemälde")).toBe(1);
    await saveSection(database.db, owner, headlineSection("index-1", "Skulpturen im Garten"));
    expect(await matches("Gemälde")).toBe(0);
    expect(await matches("Skulptur")).toBe(1);
  });
});

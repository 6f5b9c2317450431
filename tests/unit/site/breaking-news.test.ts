import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
import { testDatabases } from "../../helpers/db";
import type { Database } from "@/server/db/open";
import { breakingNews } from "@/server/db/schema";
import { currentBreakingNews, readOnlineBreakingNews } from "@/server/site/breaking-news";
import { GET } from "@/app/api/breaking-news/route";

const both = (de: string, en: string) => ({ de, en });
const NOW = new Date("2025-06-10T12:00:00Z");
const at = (iso: string) => new Date(iso);
const call = (url: string) => GET(new NextRequest(new URL(url, "http://localhost")), undefined);

describe.each(testDatabases())("breaking news on $name", ({ open }) => {
  let database: Database;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    database = await open();
    globalThis.__museumDb = Promise.resolve(database);
    const insert = async (key: string, values: Partial<typeof breakingNews.$inferInsert>) => {
      const [row] = await database.db.insert(breakingNews).values({ title: both(`${key} DE`, `${key} EN`), ...values }).returning();
      ids[key] = row!.id;
    };
    await insert("current", {
      text: both("Text", "Body"), link_url: "/de/besuch", link_title: both("Mehr", "More"),
      active_from: at("2025-06-08T08:00:00Z"), active_to: at("2025-06-20T20:00:00Z"),
    });
    await insert("newer", { active_from: at("2025-06-09T08:00:00Z") });
    await insert("offline", { is_online: false, active_from: at("2025-06-01T00:00:00Z") });
    await insert("expired", { active_from: at("2025-05-01T00:00:00Z"), active_to: at("2025-06-10T12:00:00Z") });
    await insert("future", { active_from: at("2025-06-10T12:00:01Z") });
  });
  afterAll(async () => {
    globalThis.__museumDb = undefined;
    await database.close();
  });
  afterEach(() => vi.useRealTimers());

  it("lists only online alerts inside their window, newest first", async () => {
    const current = currentBreakingNews(await readOnlineBreakingNews(database.db, "de"), NOW);
    expect(current.map((alert) => alert.id)).toEqual([ids.newer, ids.current]);
  });

  it("answers the spec's shape in the asked language; an alert without a link has link null", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
    for (const path of ["/api/breaking-news/?lang=en", "/api/breaking-news?lang=en"]) {
      const response = await call(path);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual([
        { id: ids.newer, title: "newer EN", text: "", link: null, link_title: "" },
        { id: ids.current, title: "current EN", text: "Body", link: { url: "/de/besuch" }, link_title: "More" },
      ]);
    }
  });

  it("drops an alert after its window closes and shows one whose window has opened", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2025-06-21T00:00:00Z"));
    const ids21 = (await (await call("/api/breaking-news/")).json()).map((alert: { id: number }) => alert.id);
    expect(ids21).toEqual([ids.future, ids.newer]);
  });

  it("refuses a bad language with a 400", async () => {
    const response = await call("/api/breaking-news/?lang=xx");
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).errors)).toEqual(["lang"]);
  });
});

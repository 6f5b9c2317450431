import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articleItemSchema } from "@schemas/api/article";
import { articleDetailSchema } from "@/contracts/entity-details";
import { pagedSchema } from "@schemas/api/paging";
import type { Database } from "@/server/db/open";
import { GET as articlesList } from "@/app/[lang]/api/articles/route";
import { GET as articleDetail } from "@/app/[lang]/api/articles/[id]/route";
import { GET as articlesTeaser } from "@/app/[lang]/api/articles-teaser/route";
import { GET as categories } from "@/app/api/article-categories/route";
import { testDatabases } from "../../helpers/db";
import { call, json, seedProgramme, type Ids } from "./fixtures";
import { seedMagazine } from "./magazine-fixtures";

type Paged = { count: number; next: string | null; previous: string | null; results: { id: number; title: string }[] };

describe.each(testDatabases())("magazine API on $name", ({ open }) => {
  let database: Database;
  let ids: Ids;
  const titles = async (query: string, lang = "de") => {
    const { status, body } = await json<Paged>(call(articlesList, `/${lang}/api/articles/?${query}`, { lang }));
    expect(status).toBe(200);
    return pagedSchema(articleItemSchema).parse(body);
  };

  beforeAll(async () => {
    database = await open();
    globalThis.__museumDb = Promise.resolve(database);
    const programme = await seedProgramme(database.db);
    ids = { ...programme, ...(await seedMagazine(database.db, { author: programme.person! })) };
  });
  afterAll(async () => {
    globalThis.__museumDb = undefined;
    await database.close();
  });

  it("lists published online articles newest first, with category and tags", async () => {
    const page = await titles("", "en");
    expect(page.count).toBe(3);
    expect(page.results.map((article) => article.title)).toEqual(["newest EN", "middle EN", "oldest EN"]);
    expect(page.results[2]).toMatchObject({
      url: `/en/stories/oldest-en/${ids.oldest}`,
      category: { id: ids.art, name: "Art", slug: "art", style_name: "cc01" },
      tags: [{ id: ids.topic, name: "Conservation", slug: "conservation", url: `/en/stories/tags/conservation/${ids.topic}` }],
    });
  });

  it("filters by category and tag, and pages with page_size", async () => {
    expect((await titles(`category=${ids.art}`)).results.map((article) => article.title)).toEqual(["newest DE", "oldest DE"]);
    expect((await titles(`tag=${ids.topic}`)).results.map((article) => article.title)).toEqual(["oldest DE"]);
    const second = await titles("page=2&page_size=2");
    expect(second.results.map((article) => article.title)).toEqual(["oldest DE"]);
    expect(second.next).toBeNull();
    expect(new URL(second.previous!).searchParams.get("page")).toBe("1");
    expect((await titles("page=5")).results).toEqual([]);
    expect((await call(articlesList, "/de/api/articles/?category=kunst", { lang: "de" })).status).toBe(400);
    expect((await call(articlesList, "/de/api/articles/?page=0", { lang: "de" })).status).toBe(400);
  });

  it("serves article teasers: 1 to 8, without the one being read", async () => {
    const { body } = await json<{ id: number }[]>(call(articlesTeaser, `/de/api/articles-teaser/?limit=2&exclude=${ids.newest}`, { lang: "de" }));
    expect(body.map((article) => article.id)).toEqual([ids.middle, ids.oldest]);
    expect((await call(articlesTeaser, "/de/api/articles-teaser/?limit=9", { lang: "de" })).status).toBe(400);
    expect((await call(articlesTeaser, "/de/api/articles-teaser/?limit=0", { lang: "de" })).status).toBe(400);
  });

  it("serves the categories with id, name, style_name and slug", async () => {
    expect((await json(call(categories, "/api/article-categories/?lang=en"))).body).toEqual([
      { id: ids.art, name: "Art", style_name: "cc01", slug: "art" },
      { id: ids.music, name: "Music", style_name: null, slug: "music" },
    ]);
  });

  it("serves an article with its body and author; scheduled, offline and unknown ones are 404", async () => {
    const { status, body } = await json(call(articleDetail, `/de/api/articles/${ids.oldest}/`, { lang: "de", id: String(ids.oldest) }));
    expect(status).toBe(200);
    const article = articleDetailSchema.parse(body);
    expect(article.author).toEqual({ id: ids.person, name: "Anna Weber", url: `/de/team/anna-de/${ids.person}` });
    expect(JSON.stringify(article.modules)).toContain("Firnis");
    for (const id of [ids.scheduled, ids.hidden, 999999]) {
      expect((await call(articleDetail, `/de/api/articles/${id}/`, { lang: "de", id: String(id) })).status).toBe(404);
    }
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { testDatabases } from "../../helpers/db";
import type { Database } from "../../../src/server/db/open";
import { articles } from "../../../src/server/db/schema";
import { createPage } from "../../../src/server/content/pages";
import { createContainer } from "../../../src/server/content/container-writes";
import { createModule, updateModule } from "../../../src/server/content/modules";
import { updatePage } from "../../../src/server/content/page-settings";
import { pageInput } from "../content/fixtures";

// Inside a Next.js server a write marks the cached pages stale; record which tags it names.
const revalidateTag = vi.hoisted(() => vi.fn());
vi.mock("next/cache", () => ({ revalidateTag, unstable_cache: <T>(fn: T) => fn }));

describe.each(testDatabases())("cache revalidation after editor writes on $name", ({ open }) => {
  let database: Database;
  const runtime = process.env.NEXT_RUNTIME;
  const tags = () => revalidateTag.mock.calls.map(([tag]) => tag as string);

  beforeAll(async () => {
    database = await open();
    process.env.NEXT_RUNTIME = "nodejs";
  });
  afterAll(async () => {
    process.env.NEXT_RUNTIME = runtime;
    await database.close();
  });
  beforeEach(() => revalidateTag.mockClear());

  it("revalidates the pages after a section or module write, and nothing after a refused one", async () => {
    const pageId = await createPage(database.db, pageInput({ de: "cache", en: "cache" }));
    revalidateTag.mockClear();
    await createContainer(database.db, "de", { object_id: pageId, id: "rv-1" });
    expect(tags()).toEqual(["pages"]);

    revalidateTag.mockClear();
    await createModule(database.db, { section: "rv-1", id: "rv-m", type: "headline", headline_level: 2, content: "Titel" });
    await updateModule(database.db, "rv-m", { content: "Neu" }, "merge");
    expect(tags()).toEqual(["pages", "pages"]);

    revalidateTag.mockClear();
    await expect(updateModule(database.db, "rv-m", { content: "" }, "merge")).rejects.toThrow();
    expect(tags()).toEqual([]);

    await updatePage(database.db, pageId, { in_menu: true });
    expect(tags()).toEqual(["pages", "navigation"]);
  });

  it("revalidates an entity's own tag for its sections (a magazine story → articles)", async () => {
    const [article] = await database.db.insert(articles).values({ title: { de: "Story", en: "Story" }, slug: { de: "story", en: "story" } }).returning({ id: articles.id });
    await createContainer(database.db, "en", { content_type: "magazine.article", object_id: article!.id, id: "rv-a" });
    expect(tags()).toEqual(["articles"]);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { testDatabases } from "../../helpers/db";
import type { Database } from "@/server/db/open";
import { articles } from "@/server/db/schema";
import { createPage } from "@/server/content/pages";
import { createContainer } from "@/server/content/container-writes";
import { createModule, updateModule } from "@/server/content/modules";
import { updatePage } from "@/server/content/page-settings";
import { publishOwner } from "@/server/content/publish";
import { pageInput } from "../content/fixtures";

// Inside a Next.js server a write marks the cached pages stale; record which tags it names.
const revalidateTag = vi.hoisted(() => vi.fn());
vi.mock("next/cache", () => ({ revalidateTag, unstable_cache: <T>(fn: T) => fn }));

describe.each(testDatabases())("cache revalidation after editor writes and publishing on $name", ({ open }) => {
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

  it("leaves visitors' cached pages alone on working-copy writes, and revalidates exactly the page on publish", async () => {
    const pageId = await createPage(database.db, pageInput({ de: "cache", en: "cache" }));
    revalidateTag.mockClear();
    await createContainer(database.db, "de", { object_id: pageId, id: "rv-1" });
    await createModule(database.db, { section: "rv-1", id: "rv-m", type: "headline", headline_level: 2, content: "Titel" });
    await updateModule(database.db, "rv-m", { content: "Neu" }, "merge");
    expect(tags()).toEqual([]);

    await publishOwner(database.db, { content_type: "cms.page", object_id: pageId }, 1);
    expect(tags()).toEqual([`owner:cms.page:${pageId}`]);

    // Page settings are part of the draft; published, they reach menus and every page's lists.
    revalidateTag.mockClear();
    await updatePage(database.db, pageId, { in_menu: true });
    expect(tags()).toEqual([]);
    await publishOwner(database.db, { content_type: "cms.page", object_id: pageId }, 1);
    expect(tags()).toEqual([`owner:cms.page:${pageId}`, "pages", "navigation"]);
  });

  it("revalidates an entity's own tag when its sections are published (a magazine story)", async () => {
    const [article] = await database.db.insert(articles).values({ title: { de: "Story", en: "Story" }, slug: { de: "story", en: "story" } }).returning({ id: articles.id });
    await createContainer(database.db, "en", { content_type: "magazine.article", object_id: article!.id, id: "rv-a" });
    expect(tags()).toEqual([]);
    await publishOwner(database.db, { content_type: "magazine.article", object_id: article!.id }, 1);
    expect(tags()).toEqual([`owner:magazine.article:${article!.id}`]);
  });
});

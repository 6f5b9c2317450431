import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { testDatabases } from "../../helpers/db";
import type { Database } from "@/server/db/open";
import { articles, containers, pageVersions, publishedContainers } from "@/server/db/schema";
import { createPage } from "@/server/content/pages";
import { replaceSections } from "@/server/content/sections";
import { getPageEntity } from "@/server/content/page-entity";
import { discardOwner, publishOwner } from "@/server/content/publish";
import { hasUnpublishedChanges } from "@/server/content/publishing-status";
import { ConflictError } from "@/server/errors";
import { getArticleDetail } from "@/server/services/entity-details";
import { headlineSection, pageInput } from "../content/fixtures";

const headlines = (page: Awaited<ReturnType<typeof getPageEntity>>) =>
  page?.modules.flatMap((section) => section.columns.flatMap((column) => column.children.map((module) => (module as { content?: string }).content)));

describe.each(testDatabases())("drafts and publishing on $name", ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.close();
  });

  async function publishedPage(paths: { de: string; en: string }, text: string) {
    const id = await createPage(database.db, pageInput(paths));
    await replaceSections(database.db, { content_type: "cms.page", object_id: id, lang: "de", sections: [headlineSection(`${paths.de}-1`, text)] });
    await publishOwner(database.db, { content_type: "cms.page", object_id: id }, 1);
    return id;
  }

  it("shows visitors the published copy and edit mode the working copy until the page is published", async () => {
    const id = await publishedPage({ de: "entwurf", en: "draft" }, "Alt");
    const owner = { content_type: "cms.page", object_id: id } as const;
    await replaceSections(database.db, { ...owner, lang: "de", sections: [headlineSection("entwurf-1", "Neu")] });

    expect(headlines(await getPageEntity(database.db, "de", "entwurf"))).toEqual(["Alt"]);
    expect(headlines(await getPageEntity(database.db, "de", "entwurf", { working: true }))).toEqual(["Neu"]);
    expect(await hasUnpublishedChanges(database.db, owner)).toBe(true);

    await publishOwner(database.db, owner, 1);
    expect(headlines(await getPageEntity(database.db, "de", "entwurf"))).toEqual(["Neu"]);
    expect(await hasUnpublishedChanges(database.db, owner)).toBe(false);
    const [version] = await database.db.select().from(pageVersions).where(eq(pageVersions.page_id, id)).orderBy(sql`${pageVersions.id} desc`).limit(1);
    expect(version).toMatchObject({ published: true, created_by: 1 });
  });

  it("copies every stored column on publish, and the search text is computed for the copy", async () => {
    const id = await publishedPage({ de: "spalten", en: "columns" }, "Zauberflöte");
    const [working] = await database.db.select().from(containers).where(eq(containers.slug, "spalten-1"));
    const [published] = await database.db.select().from(publishedContainers).where(eq(publishedContainers.slug, "spalten-1"));
    expect(published).toEqual({ ...working, object_id: id });
  });

  it("finds a page in search only by its published words", async () => {
    const id = await publishedPage({ de: "suche-alt", en: "search-old" }, "Kupferstich");
    await replaceSections(database.db, { content_type: "cms.page", object_id: id, lang: "de", sections: [headlineSection("suche-alt-1", "Radierung")] });
    const matches = async (word: string) => (await database.db.select({ id: publishedContainers.object_id }).from(publishedContainers)
      .where(and(eq(publishedContainers.object_id, id), sql`${publishedContainers.search} @@ to_tsquery('german', ${word})`))).length;
    expect(await matches("Kupferstich")).toBe(1);
    expect(await matches("Radierung")).toBe(0);
  });

  it("discards the working copy back to the published state and counts the section versions on", async () => {
    const id = await publishedPage({ de: "verwerfen", en: "discard" }, "Veröffentlicht");
    const owner = { content_type: "cms.page", object_id: id } as const;
    await replaceSections(database.db, { ...owner, lang: "de", sections: [headlineSection("verwerfen-1", "Entwurf"), headlineSection("verwerfen-2", "Neu dazu")] });
    const [before] = await database.db.select({ version: containers.version }).from(containers).where(eq(containers.slug, "verwerfen-1"));

    await discardOwner(database.db, owner, 1);
    expect(headlines(await getPageEntity(database.db, "de", "verwerfen", { working: true }))).toEqual(["Veröffentlicht"]);
    const [after] = await database.db.select({ version: containers.version }).from(containers).where(eq(containers.slug, "verwerfen-1"));
    expect(after!.version).toBeGreaterThan(before!.version);
    expect(await hasUnpublishedChanges(database.db, owner)).toBe(false);
  });

  it("refuses to publish a copy a colleague changed since the editor saw it (409)", async () => {
    const id = await publishedPage({ de: "kollege", en: "colleague" }, "Eins");
    const owner = { content_type: "cms.page", object_id: id } as const;
    const [seen] = await database.db.select({ version: containers.version }).from(containers).where(eq(containers.slug, "kollege-1"));
    await replaceSections(database.db, { ...owner, lang: "de", sections: [headlineSection("kollege-1", "Zwei")] });

    await expect(publishOwner(database.db, owner, 1, { lang: "de", versions: { "kollege-1": seen!.version } })).rejects.toBeInstanceOf(ConflictError);
    expect(headlines(await getPageEntity(database.db, "de", "kollege"))).toEqual(["Eins"]);
  });

  it("keeps an entity's modules (a magazine story) as a draft until it is published", async () => {
    const [article] = await database.db.insert(articles).values({ title: { de: "Story", en: "Story" }, slug: { de: "story", en: "story" }, is_online: true, published_at: new Date(Date.now() - 60_000) }).returning({ id: articles.id });
    const owner = { content_type: "magazine.article", object_id: article!.id } as const;
    await replaceSections(database.db, { ...owner, lang: "de", sections: [headlineSection("story-1", "Erster Absatz")] });
    const text = async () => (await getArticleDetail(database.db, article!.id, "de"))?.modules.flatMap((section) => section.columns[0]!.children.map((module) => (module as { content?: string }).content));
    expect(await text()).toEqual([]);
    await publishOwner(database.db, owner, 1);
    expect(await text()).toEqual(["Erster Absatz"]);
  });
});

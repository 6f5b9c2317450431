import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { testDatabases } from "../../helpers/db";
import type { Database } from "@/server/db/open";
import { containers, pageVersions } from "@/server/db/schema";
import { createPage } from "@/server/content/pages";
import { listSections, replaceSections, saveSection } from "@/server/content/sections";
import { getPageEntity } from "@/server/content/page-entity";
import { ValidationError } from "@/server/errors";
import { headlineSection, pageInput } from "./fixtures";

describe.each(testDatabases())("content sections on $name", ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.close();
  });

  it("stores sections per language and renders them back in order", async () => {
    const id = await createPage(database.db, pageInput({ de: "sammlung", en: "collection" }));
    await replaceSections(database.db, { content_type: "cms.page", object_id: id, lang: "de", sections: [headlineSection("s-de-1", "Erste"), headlineSection("s-de-2", "Zweite")] });
    await replaceSections(database.db, { content_type: "cms.page", object_id: id, lang: "en", sections: [headlineSection("s-en-1", "First")] });

    const de = await getPageEntity(database.db, "de", "sammlung", { working: true });
    const en = await getPageEntity(database.db, "en", "collection", { working: true });
    expect(de?.modules.map((section) => section.columns[0]?.children[0])).toMatchObject([{ content: "Erste" }, { content: "Zweite" }]);
    expect(en?.modules).toHaveLength(1);
    expect(en?.urls).toEqual({ de: "/de/sammlung", en: "/en/collection" });
  });

  it("lists only the sections asked for by slug, of this owner and language, in page order", async () => {
    const id = await createPage(database.db, pageInput({ de: "auswahl", en: "selection" }));
    const owner = { content_type: "cms.page", object_id: id, lang: "de" } as const;
    await replaceSections(database.db, { ...owner, sections: ["w-1", "w-2", "w-3"].map((slug) => headlineSection(slug, slug)) });
    await replaceSections(database.db, { ...owner, lang: "en", sections: [headlineSection("w-en", "English")] });

    expect((await listSections(database.db, owner, ["w-3", "w-1", "w-en"])).map((section) => section.id)).toEqual(["w-1", "w-3"]);
    expect((await listSections(database.db, owner)).map((section) => section.id)).toEqual(["w-1", "w-2", "w-3"]);
  });

  it("refuses a video on an unlisted domain, names the field and leaves the page unchanged", async () => {
    const id = await createPage(database.db, pageInput({ de: "medien", en: "media" }));
    await replaceSections(database.db, { content_type: "cms.page", object_id: id, lang: "de", sections: [headlineSection("m-1", "Vorher")] });
    const versionsBefore = await database.db.$count(pageVersions, eq(pageVersions.page_id, id));

    const bad = headlineSection("m-2", "Nachher");
    bad.columns[0]!.children.push({ id: "m-2-v", type: "video", video_url: "https://videos.example.com/watch?v=1" } as never);
    const attempt = replaceSections(database.db, { content_type: "cms.page", object_id: id, lang: "de", sections: [bad] });

    const error = await attempt.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ValidationError);
    const fields = (error as ValidationError).fields("en");
    expect(Object.keys(fields)).toContain("sections.0.columns.0.children.1.video_url");
    expect(fields["sections.0.columns.0.children.1.video_url"]?.[0]).toMatch(/not allowed/);

    const page = await getPageEntity(database.db, "de", "medien", { working: true });
    expect(page?.modules.map((section) => section.id)).toEqual(["m-1"]);
    expect(await database.db.$count(pageVersions, eq(pageVersions.page_id, id))).toBe(versionsBefore);
  });

  it("refuses a missing required field with the required message in both languages", async () => {
    const id = await createPage(database.db, pageInput({ de: "leer", en: "empty" }));
    const error = await replaceSections(database.db, { content_type: "cms.page", object_id: id, lang: "de", sections: [headlineSection("e-1", "  ")] }).catch((caught: unknown) => caught);
    expect((error as ValidationError).fields("de")["sections.0.columns.0.children.0.content"]).toEqual(["Dieses Feld ist ein Pflichtfeld!"]);
    expect((error as ValidationError).fields("en")["sections.0.columns.0.children.0.content"]).toEqual(["This field is required!"]);
  });

  it("refuses a section whose column count does not match its layout", async () => {
    const id = await createPage(database.db, pageInput({ de: "spalten", en: "columns" }));
    const section = { ...headlineSection("c-1", "Zwei Spalten?"), layout: "50-50" as const };
    await expect(replaceSections(database.db, { content_type: "cms.page", object_id: id, lang: "de", sections: [section] })).rejects.toBeInstanceOf(ValidationError);
  });

  it("keeps every save as a version after the page's starting state, readable by version id", async () => {
    const id = await createPage(database.db, pageInput({ de: "versionen", en: "versions" }));
    await saveSection(database.db, { content_type: "cms.page", object_id: id, lang: "de" }, headlineSection("v-1", "Fassung eins"));
    await saveSection(database.db, { content_type: "cms.page", object_id: id, lang: "de" }, headlineSection("v-1", "Fassung zwei"));

    const versions = await database.db.select().from(pageVersions).where(eq(pageVersions.page_id, id)).orderBy(pageVersions.id);
    // The starting state (no sections, no author), then one version per save; the newest is the page as it stands.
    expect(versions).toHaveLength(3);
    expect(versions[0]!.snapshot.sections).toEqual({});
    expect(versions[2]!.snapshot.sections.de?.[0]).toMatchObject({ columns: [{ children: [{ content: "Fassung zwei" }] }] });
    const current = await getPageEntity(database.db, "de", "versionen", { working: true });
    const previous = await getPageEntity(database.db, "de", "versionen", { versionId: versions[1]!.id });
    expect(current?.modules[0]?.columns[0]?.children[0]).toMatchObject({ content: "Fassung zwei" });
    expect(previous?.modules[0]?.columns[0]?.children[0]).toMatchObject({ content: "Fassung eins" });
    expect(previous?.version_id).toBe(versions[1]!.id);
  });

  it("leaves out a stored module whose type is not registered, also for the editor", async () => {
    const id = await createPage(database.db, pageInput({ de: "alt", en: "old" }));
    await replaceSections(database.db, { content_type: "cms.page", object_id: id, lang: "de", sections: [headlineSection("o-1", "Bleibt")] });
    await database.db
      .update(containers)
      .set({ data: sql`jsonb_set(${containers.data}, '{columns,0,children}', ${containers.data}->'columns'->0->'children' || '[{"id":"x","type":"retired_widget"}]'::jsonb)` })
      .where(eq(containers.slug, "o-1"));

    const page = await getPageEntity(database.db, "de", "alt", { working: true });
    expect(page?.modules[0]?.columns[0]?.children.map((module) => module.type)).toEqual(["headline"]);
  });
});

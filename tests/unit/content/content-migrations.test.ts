import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq, sql } from "drizzle-orm";
import { testDatabases } from "../../helpers/db";
import type { Database } from "@/server/db/open";
import { containers } from "@/server/db/schema";
import { createPage } from "@/server/content/pages";
import { listSections } from "@/server/content/sections";
import { editContainer } from "@/server/content/containers";
import { migrateContent } from "@/server/content/migrate-content";
import { pageInput } from "./fixtures";

/*
 * A module whose shape changed: version 1 stored the card's title as "heading". The registry
 * is the generated one plus this module, as if its folder had been added and then migrated.
 */
vi.mock("@modules/registry.generated", async (importOriginal) => {
  const real = await importOriginal<typeof import("@modules/registry.generated")>();
  const { defineModule } = await import("@modules/define");
  const { field, l } = await import("@schemas/rules/field");
  const { optionalText, requiredText } = await import("@schemas/rules/text");
  const card = defineModule({
    type: "room_card",
    texts: { de: { name: "Raumkarte", description: "Ein Raum" }, en: { name: "Room card", description: "A room" } },
    toolbar: false,
    icon: "venue",
    fields: {
      title: field(requiredText(), { searchable: true, label: l("Titel", "Title"), widget: "text" }),
      room: field(optionalText(), { label: l("Raum", "Room"), widget: "text" }),
    },
    migrations: [({ heading, ...rest }) => ({ ...rest, title: heading })],
    form: { defaults: () => ({ title: "" }) },
  });
  return { ...real, generatedModules: [...real.generatedModules, card], generatedModuleSchemas: [...real.generatedModuleSchemas, card.schema] };
});

const oldSection = (slug: string, heading: string) => ({
  id: slug, type: "section", layout: "100", extra_class: "",
  columns: [{ children: [{ id: `${slug}-card`, type: "room_card", heading, room: "Saal 3" }] }],
});

describe.each(testDatabases())("content migrations on $name", ({ open }) => {
  let database: Database;
  let pageId: number;
  beforeAll(async () => {
    database = await open();
    pageId = await createPage(database.db, pageInput({ de: "raeume", en: "rooms" }));
  });
  afterAll(async () => {
    await database.close();
  });

  /** A section as an older release stored it: raw JSON, no versions, no search text. */
  const storeOld = async (slug: string, data: unknown, position = 0) => {
    await database.db.execute(sql`insert into containers (slug, content_type, object_id, lang, position, data, search_text)
      values (${slug}, 'cms.page', ${pageId}, 'de', ${position}, ${JSON.stringify(data)}::jsonb, '')`);
  };
  const stored = async (slug: string) => {
    const [row] = await database.db.select({ raw: sql<string>`${containers.data}::text`, search_text: containers.search_text }).from(containers).where(eq(containers.slug, slug));
    return { data: JSON.parse(row!.raw) as ReturnType<typeof oldSection>, search_text: row!.search_text };
  };
  const found = async (word: string) =>
    (await database.db.select({ slug: containers.slug }).from(containers).where(sql`${containers.search} @@ plainto_tsquery('german', ${word})`)).map((row) => row.slug);

  it("shows old content upgraded to visitors and lets an editor change its section", async () => {
    await storeOld("old-read", oldSection("old-read", "Mondscheinsaal"));
    const [section] = await listSections(database.db, { content_type: "cms.page", object_id: pageId, lang: "de" }, ["old-read"]);
    expect(section?.columns[0]?.children[0]).toMatchObject({ type: "room_card", title: "Mondscheinsaal", room: "Saal 3" });

    // Today's rules require a title the stored module lacks; the section is edited all the same.
    await editContainer(database.db, "old-read", undefined, async (row) => ({ data: { ...row.data, extra_class: "cc01" }, result: null }));
    const after = await stored("old-read");
    expect(after.data.extra_class).toBe("cc01");
    expect(after.data.columns[0]!.children[0]).toEqual({ id: "old-read-card", type: "room_card", title: "Mondscheinsaal", room: "Saal 3", v: 2 });
    expect(after.search_text).toBe("Mondscheinsaal");
    expect(await found("Mondscheinsaal")).toEqual(["old-read"]);
  });

  it("writes every old section back upgraded with its search text, once", async () => {
    await storeOld("old-batch", oldSection("old-batch", "Sternensaal"), 1);
    await storeOld("old-broken", oldSection("old-broken", ""), 2);
    expect(await found("Sternensaal")).toEqual([]);

    const report = await migrateContent(database.db);
    expect(report.upgraded).toBe(1);
    expect(report.invalid).toEqual([{ slug: "old-broken", issues: ["columns.0.children.0.title: required"] }]);
    expect((await stored("old-batch")).data.columns[0]!.children[0]).toMatchObject({ title: "Sternensaal", v: 2 });
    expect(await found("Sternensaal")).toEqual(["old-batch"]);
    // The broken one is kept as it was, for an editor to fix.
    expect((await stored("old-broken")).data.columns[0]!.children[0]).toEqual(oldSection("old-broken", "").columns[0]!.children[0]);

    expect((await migrateContent(database.db)).upgraded).toBe(0);
  });
});

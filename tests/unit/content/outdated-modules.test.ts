import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { testDatabases } from "../../helpers/db";
import type { Database } from "@/server/db/open";
import { createPage } from "@/server/content/pages";
import { listSections, replaceSections } from "@/server/content/sections";
import { createModule, getModule, updateModule } from "@/server/content/modules";
import { updateContainer } from "@/server/content/container-writes";
import { publishInTx } from "@/server/content/publish";
import { listPublishedSections } from "@/server/content/published-sections";
import { ValidationError } from "@/server/errors";
import { renderedViews } from "@/app/[lang]/(edit)/edit-mode/[[...slug]]/rendered-views";
import { renderContext, renderHtml } from "../../helpers/render-context";
import { headlineSection, pageInput } from "./fixtures";

/*
 * A module stored under older rules that fails today's (here: a headline whose text is empty,
 * written straight into the database as an old release or a bulk import might have) must not
 * block the editor's other work on its section, must not get lost, and is shown to the editor
 * to fix; visitors never see it.
 */
describe.each(testDatabases())("a module that fails today's rules, on $name", ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.close();
  });

  async function pageWithOutdatedHeadline(slug: string) {
    const id = await createPage(database.db, pageInput({ de: slug, en: `${slug}-en` }));
    const owner = { content_type: "cms.page", object_id: id, lang: "de" } as const;
    await replaceSections(database.db, { ...owner, sections: [headlineSection(slug, "Gültig")] });
    await database.db.execute(sql`UPDATE containers SET data = jsonb_set(data, '{columns,0,children,0,content}', '""') WHERE slug = ${slug}`);
    return { id, owner, moduleId: `${slug}-h` };
  }

  it("keeps it through edits to the rest of its section", async () => {
    const { owner, moduleId } = await pageWithOutdatedHeadline("alt-1");
    await createModule(database.db, { section: "alt-1", column: 0, type: "headline", headline_level: 3, content: "Neu" });

    const [section] = await listSections(database.db, owner, undefined, { keepInvalid: true });
    expect(section?.columns[0]?.children.map((module) => [module.id, "content" in module ? module.content : null])).toEqual([[moduleId, ""], [expect.any(String), "Neu"]]);
  });

  it("keeps it when the editor sends the whole section back unchanged, and refuses it changed but still wrong", async () => {
    const { owner, moduleId } = await pageWithOutdatedHeadline("alt-2");
    const [section] = await listSections(database.db, owner, undefined, { keepInvalid: true });
    const added = { id: "alt-2-neu", type: "headline", headline_level: 3, content: "Dazu" };
    await updateContainer(database.db, "alt-2", { ...section, columns: [{ children: [...section!.columns[0]!.children, added] }] }, "replace");
    expect((await getModule(database.db, "alt-2-neu")).position).toBe(1);
    expect(await getModule(database.db, moduleId)).toMatchObject({ content: "" });

    const changed = { ...section!, columns: [{ children: [{ ...section!.columns[0]!.children[0]!, subline: "Neu" }] }] };
    const refused = await updateContainer(database.db, "alt-2", changed, "replace").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ValidationError);
    expect(Object.keys((refused as ValidationError).fields("de"))).toEqual(["columns.0.children.0.content"]);
  });

  it("must pass once the editor changes it, and then is an ordinary module", async () => {
    const { moduleId } = await pageWithOutdatedHeadline("alt-3");
    const refused = await updateModule(database.db, moduleId, { subline: "Unterzeile" }, "merge").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(z.ZodError);
    expect((refused as z.ZodError).issues.map((issue) => issue.path)).toEqual([["content"]]);
    await updateModule(database.db, moduleId, { content: "Repariert" }, "merge");
    expect(await getModule(database.db, moduleId)).toMatchObject({ content: "Repariert" });
  });

  it("is shown to the editor with its errors by field label; visitors' reads leave it out", async () => {
    const { id, owner } = await pageWithOutdatedHeadline("alt-4");
    await createModule(database.db, { section: "alt-4", column: 0, type: "headline", headline_level: 3, content: "Sichtbar" });
    await database.db.transaction((tx) => publishInTx(tx, { content_type: "cms.page", object_id: id }, null));

    const published = await listPublishedSections(database.db, owner);
    expect(published[0]?.columns[0]?.children.map((module) => "content" in module && module.content)).toEqual(["Sichtbar"]);
    expect((await listSections(database.db, owner))[0]?.columns[0]?.children).toHaveLength(1);

    const editors = await listSections(database.db, owner, undefined, { keepInvalid: true });
    const views = renderedViews(editors, renderContext("de"));
    const html = await renderHtml(views["alt-4-h"]!.view);
    expect(html).toContain("Überschrift entspricht nicht den heutigen Regeln");
    expect(html).toContain("Überschrift: Dieses Feld ist ein Pflichtfeld!");
    expect(await renderHtml(views[editors[0]!.columns[0]!.children[1]!.id]!.view)).toContain("Sichtbar");
  });
});

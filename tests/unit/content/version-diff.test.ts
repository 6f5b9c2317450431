import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../helpers/db";
import type { Database } from "@/server/db/open";
import { createPage } from "@/server/content/pages";
import { replaceSections } from "@/server/content/sections";
import { createModule, updateModule } from "@/server/content/modules";
import { listPageVersions } from "@/server/content/versions";
import { compareVersions } from "@/server/content/version-diff";
import { NotFoundError } from "@/server/errors";
import { headlineSection, pageInput } from "./fixtures";

describe.each(testDatabases())("comparing two versions of a page, on $name", ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.close();
  });

  it("names the modules added, removed, changed field by field and moved, in either order of the two ids", async () => {
    const id = await createPage(database.db, pageInput({ de: "vergleich", en: "compare" }));
    const owner = { content_type: "cms.page", object_id: id, lang: "de" } as const;
    await replaceSections(database.db, { ...owner, sections: [headlineSection("v-1", "Alt"), headlineSection("v-2", "Bleibt"), headlineSection("v-3", "Geht")] });
    const [first] = await listPageVersions(database.db, id);

    await updateModule(database.db, "v-1-h", { content: "<b>Neu</b>", subline: "Dazu" }, "merge");
    await createModule(database.db, { id: "v-new", section: "v-2", column: 0, position: 0, type: "headline", headline_level: 3, content: "Frisch" });
    await replaceSections(database.db, { ...owner, sections: [
      { ...headlineSection("v-1", "x"), columns: [{ children: [{ id: "v-1-h", type: "headline", headline_level: 2, content: "<b>Neu</b>", subline: "Dazu" }] }] },
      { ...headlineSection("v-2", "x"), columns: [{ children: [{ id: "v-new", type: "headline", headline_level: 3, content: "Frisch" }, { id: "v-2-h", type: "headline", headline_level: 2, content: "Bleibt" }] }] },
    ] });
    const [latest] = await listPageVersions(database.db, id);

    const diff = await compareVersions(database.db, id, [latest!.id, first!.id], "de");
    expect(diff).toMatchObject({ from: first!.id, to: latest!.id, settings: [] });
    expect(diff.modules).toEqual([
      { id: "v-1-h", type: "headline", change: "changed", section: 1, fields: [{ field: "content", before: "Alt", after: "Neu" }, { field: "subline", before: "", after: "Dazu" }] },
      { id: "v-new", type: "headline", change: "added", section: 2, fields: [] },
      { id: "v-2-h", type: "headline", change: "moved", section: 2, fields: [] },
      { id: "v-3-h", type: "headline", change: "removed", section: 3, fields: [] },
    ]);
    expect((await compareVersions(database.db, id, [first!.id, latest!.id], "en")).modules).toEqual([]);
  });

  it("refuses a version of another page as not found", async () => {
    const id = await createPage(database.db, pageInput({ de: "eins", en: "one" }));
    const other = await createPage(database.db, pageInput({ de: "zwei", en: "two" }));
    await replaceSections(database.db, { content_type: "cms.page", object_id: other, lang: "de", sections: [headlineSection("z-1", "Z")] });
    const [foreign] = await listPageVersions(database.db, other);
    const [own] = await listPageVersions(database.db, id);
    await expect(compareVersions(database.db, id, [own?.id ?? 1, foreign!.id], "de")).rejects.toBeInstanceOf(NotFoundError);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../helpers/db";
import type { Database } from "@/server/db/open";
import { redirects } from "@/server/db/schema";
import { createPage } from "@/server/content/pages";
import { updatePage as updateDraft } from "@/server/content/page-settings";
import { publishOwner } from "@/server/content/publish";
import { restorePage, trashPage } from "@/server/content/page-trash";
import { createRedirect, deleteRedirect, getRedirect, listRedirects, updateRedirect } from "@/server/site/redirects";
import { ValidationError } from "@/server/errors";
import { pageInput } from "./fixtures";

/** The per-field messages a refused call answers with (English). */
async function refusal(call: Promise<unknown>): Promise<Record<string, string[]>> {
  const error = await call.then(() => null, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(ValidationError);
  return (error as ValidationError).fields("en");
}

describe.each(testDatabases())("redirects on $name", ({ open }) => {
  let database: Database;
  let published: number;
  let draft: number;

  beforeAll(async () => {
    database = await open();
    published = await createPage(database.db, pageInput({ de: "besuch", en: "visit" }));
    draft = await createPage(database.db, pageInput({ de: "entwurf", en: "draft" }, { is_online: false }));
  });
  afterAll(() => database.close());

  // Settings are part of the draft: a path changes, and leaves its redirect, when published.
  async function updatePage(...[db, id, input]: Parameters<typeof updateDraft>) {
    await updateDraft(db, id, input);
    await publishOwner(db, { content_type: "cms.page", object_id: id }, 1);
  }

  const entries = async () => Object.fromEntries((await listRedirects(database.db)).map((entry) => [entry.old_path, entry.new_path]));

  it("renaming a published page leaves a redirect from the old address in each language that changed", async () => {
    await updatePage(database.db, published, { translations: { de: { path: "besuchen" }, en: { path: "visiting" } } });
    expect(await entries()).toEqual({ "/de/besuch": "/de/besuchen", "/en/visit": "/en/visiting" });
  });

  it("moving it again points the old entries at the newest address, and moving back takes the address back", async () => {
    const parent = await createPage(database.db, pageInput({ de: "info", en: "info" }));
    await updatePage(database.db, published, { parent_id: parent, translations: { de: { path: "info/besuchen" } } });
    expect(await entries()).toMatchObject({ "/de/besuch": "/de/info/besuchen", "/de/besuchen": "/de/info/besuchen" });
    await updatePage(database.db, published, { parent_id: null, translations: { de: { path: "besuch" } } });
    const after = await entries();
    expect(after["/de/besuch"]).toBeUndefined();
    expect(after["/de/info/besuchen"]).toBe("/de/besuch");
    expect(after["/de/besuchen"]).toBe("/de/besuch");
  });

  it("a page that never was online moves without a redirect; once online it gets one", async () => {
    await updatePage(database.db, draft, { translations: { de: { path: "entwurf-zwei" } } });
    expect((await entries())["/de/entwurf"]).toBeUndefined();
    await updatePage(database.db, draft, { is_online: true });
    await updatePage(database.db, draft, { is_online: false });
    await updatePage(database.db, draft, { translations: { de: { path: "entwurf-drei" } } });
    expect((await entries())["/de/entwurf-zwei"]).toBe("/de/entwurf-drei");
  });

  it("creates, edits and deletes an entry", async () => {
    const row = await createRedirect(database.db, { old_path: "/de/alt", new_path: "/de/besuch" });
    expect(await getRedirect(database.db, row.id)).toEqual(row);
    expect(await updateRedirect(database.db, row.id, { new_path: "https://example.org/" })).toMatchObject({ old_path: "/de/alt", new_path: "https://example.org/" });
    expect(await deleteRedirect(database.db, row.id)).toBe(true);
    expect((await entries())["/de/alt"]).toBeUndefined();
  });

  it("refuses a redirect from a live page's address, but not from a trashed page's", async () => {
    expect(await refusal(createRedirect(database.db, { old_path: "/en/visiting/", new_path: "/en" }))).toEqual({ old_path: [expect.stringContaining("page lives")] });
    const gone = await createPage(database.db, pageInput({ de: "weg", en: "gone" }));
    await trashPage(database.db, gone);
    await expect(createRedirect(database.db, { old_path: "/de/weg", new_path: "/de/besuch" })).resolves.toMatchObject({ old_path: "/de/weg" });
    // Restored, the page takes its address back from that entry.
    await restorePage(database.db, gone);
    expect((await entries())["/de/weg"]).toBeUndefined();
  });

  it("refuses loops, direct and through other entries, and a taken old path, each on its field", async () => {
    expect(await refusal(createRedirect(database.db, { old_path: "/de/a", new_path: "/de/a/" }))).toEqual({ new_path: [expect.stringContaining("circle")] });
    const ab = await createRedirect(database.db, { old_path: "/de/a", new_path: "/de/b" });
    await createRedirect(database.db, { old_path: "/de/b", new_path: "/de/c" });
    expect(await refusal(createRedirect(database.db, { old_path: "/de/c", new_path: "/de/a" }))).toEqual({ new_path: [expect.stringContaining("circle")] });
    expect(await refusal(createRedirect(database.db, { old_path: "/de/a", new_path: "/de/x" }))).toEqual({ old_path: [expect.stringContaining("taken")] });
    expect(await refusal(updateRedirect(database.db, ab.id, { old_path: "/de/c" }))).toEqual({ new_path: [expect.stringContaining("circle")] });
    expect(await refusal(createRedirect(database.db, { old_path: "alt", new_path: "" }))).toEqual({ old_path: [expect.any(String)], new_path: [expect.any(String)] });
    // Nothing refused was written.
    expect(await database.db.$count(redirects)).toBe(Object.keys(await entries()).length);
    expect((await entries())["/de/c"]).toBeUndefined();
  });
});

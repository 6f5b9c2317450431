import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../../helpers/db";
import type { Database } from "@/server/db/open";
import { createPage } from "@/server/content/pages";
import { trashPage } from "@/server/content/page-trash";
import { localizeLink } from "@/server/site/localize-link";
import { pageInput } from "../content/fixtures";

describe.each(testDatabases())("links of alerts and opening-hours notes on $name", ({ open }) => {
  let database: Database;

  beforeAll(async () => {
    database = await open();
    const visit = await createPage(database.db, pageInput({ de: "besuch", en: "visit" }));
    await createPage(database.db, pageInput({ de: "besuch/anfahrt", en: "visit/directions" }, { parent_id: visit }));
    const old = await createPage(database.db, pageInput({ de: "alt", en: "old" }));
    await trashPage(database.db, old, undefined);
  });
  afterAll(() => database.close());

  it("leads an English reader to the English version of a German CMS page, keeping anchor and query", async () => {
    expect(await localizeLink(database.db, "/de/besuch/anfahrt", "en")).toBe("/en/visit/directions");
    expect(await localizeLink(database.db, "/de/besuch/anfahrt#garten", "en")).toBe("/en/visit/directions#garten");
    expect(await localizeLink(database.db, "/en/visit?tab=2", "de")).toBe("/de/besuch?tab=2");
  });

  it("maps the site's own routes through the route table", async () => {
    expect(await localizeLink(database.db, "/de/kalender", "en")).toBe("/en/kalender");
    expect(await localizeLink(database.db, "/de/formular/anmeldung/4", "en")).toBe("/en/form/anmeldung/4");
    expect(await localizeLink(database.db, "/de", "en")).toBe("/en");
  });

  it("leaves external links, links in the reader's language and unknown or trashed pages as written", async () => {
    expect(await localizeLink(database.db, "https://example.org/de/besuch", "en")).toBe("https://example.org/de/besuch");
    expect(await localizeLink(database.db, "/en/visit", "en")).toBe("/en/visit");
    expect(await localizeLink(database.db, "/de/gibt-es-nicht", "en")).toBe("/de/gibt-es-nicht");
    expect(await localizeLink(database.db, "/de/alt", "en")).toBe("/de/alt");
  });
});

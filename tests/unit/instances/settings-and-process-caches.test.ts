import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import pg from "pg";
import { testDatabases } from "../../helpers/db";
import { asEditor, callRoute, editorSession } from "../../helpers/editor";
import type { Database } from "@/server/db/open";
import { openScratchDatabase } from "@/server/db/scratch";
import { PATCH } from "@/app/[lang]/dashboard-api/settings/route";
import { readSettings } from "@/server/site/settings";
import { DESIGN_FIELDS } from "@/dashboard/settings-fields";
import { getShellState, type ShellState } from "@/server/site/shell-state";
import { listenForCacheInvalidations } from "@/server/site/process-caches";

const URL_ = "/de/dashboard-api/settings/";

describe.each(testDatabases())("PATCH /{lang}/dashboard-api/settings/ on $name", ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
    globalThis.__museumDb = Promise.resolve(database);
  });
  afterAll(async () => {
    globalThis.__museumDb = undefined;
    await database.close();
  });

  it("takes the site offline for an admin and answers the settings as the shell reads them", async () => {
    const admin = await editorSession(database, { role: "admin" });
    const response = await callRoute(PATCH, URL_, { lang: "de" }, asEditor(admin, { is_site_online: false }, "PATCH"));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ is_site_online: false, is_shop_online: true });
    expect((await readSettings(database.db)).is_site_online).toBe(false);
    await callRoute(PATCH, URL_, { lang: "de" }, asEditor(admin, { is_site_online: true }, "PATCH"));
  });

  it("refuses bad fields per field, and editors who are no admins", async () => {
    const admin = await editorSession(database, { role: "admin" });
    const bad = await callRoute(PATCH, URL_, { lang: "de" }, asEditor(admin, { is_site_online: "no", anchor_list_offset: -1 }, "PATCH"));
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { errors: Record<string, unknown> }).errors).sort()).toEqual(["anchor_list_offset", "is_site_online"]);
    const editor = await editorSession(database);
    expect((await callRoute(PATCH, URL_, { lang: "de" }, asEditor(editor, { is_site_online: false }, "PATCH"))).status).toBe(403);
    expect((await readSettings(database.db)).is_site_online).toBe(true);
  });

  it("saves the shop switch and the design settings as the dashboard's form sends them, and refuses a bad value per field", async () => {
    const admin = await editorSession(database, { role: "admin" });
    const design = { menu_style: "style2", event_style: "style3", quickbuy_widget_active: true, detail_program_overlay: false, sticky_overlay_button: false, anchor_list_offset: 120 };
    const body = { is_shop_online: false, ...design };
    expect(Object.keys(body).sort()).toEqual([...DESIGN_FIELDS].sort());
    const saved = await callRoute(PATCH, URL_, { lang: "de" }, asEditor(admin, body, "PATCH"));
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ is_site_online: true, is_shop_online: false, design });
    expect(await readSettings(database.db)).toMatchObject(body);

    // An emptied number field comes as "" (the form never turns it into 0).
    const bad = await callRoute(PATCH, URL_, { lang: "de" }, asEditor(admin, { is_shop_online: true, menu_style: "style9", anchor_list_offset: "" }, "PATCH"));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ errors: { menu_style: ["Ungültige Auswahl."], anchor_list_offset: ["Dieses Feld ist ein Pflichtfeld!"] } });
    expect(await readSettings(database.db)).toMatchObject(body);
  });
});

// Another instance's write reaches this process through PostgreSQL's NOTIFY: its shell state
// (offline flag, redirects) is read again at once instead of after its 15 s lifetime.
describe.skipIf(!process.env.TEST_DATABASE_URL)("process caches cleared by another instance's notification", () => {
  let database: Database & { url: string };
  const env = { DATABASE_URL: process.env.DATABASE_URL, NEXT_RUNTIME: process.env.NEXT_RUNTIME };
  beforeAll(async () => {
    database = await openScratchDatabase(process.env.TEST_DATABASE_URL!, "museum_notify");
    Object.assign(process.env, { DATABASE_URL: database.url, NEXT_RUNTIME: "nodejs" });
    globalThis.__museumDb = Promise.resolve(database);
  });
  afterAll(async () => {
    // Taken away first, so its end is no outage to reconnect after.
    const listener = globalThis.__museumCacheListener;
    globalThis.__museumCacheListener = undefined;
    await listener?.end();
    globalThis.__museumDb = undefined;
    for (const [name, value] of Object.entries(env)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    await database.close();
  });

  it("reads the settings again within a second of a NOTIFY from elsewhere", async () => {
    let reads = 0;
    const load = async (): Promise<ShellState> => {
      reads++;
      return { ok: true, isSiteOnline: true, siteName: { de: "M", en: "M" }, staticErrorPages: [], redirects: new Map() };
    };
    listenForCacheInvalidations();
    // The listener clears everything once it listens (a message may have been missed before):
    // wait until its connection's last statement was the LISTEN, then fill the cache.
    const listening = async () => {
      const rows = await database.db.select({ count: sql<number>`count(*)::int` }).from(sql`pg_stat_activity`)
        .where(sql`datname = current_database() and query like 'LISTEN %'`);
      return rows[0]?.count;
    };
    await expect.poll(listening, { timeout: 5_000 }).toBe(1);
    await getShellState(load);
    await getShellState(load);
    expect(reads).toBe(1);

    const other = new pg.Client({ connectionString: database.url });
    await other.connect();
    await other.query(`select pg_notify('museum_process_caches', '["shell-state"]')`);
    await other.end();
    await expect.poll(() => globalThis.__museumShellState?.state, { timeout: 1_000 }).toBeUndefined();
    await getShellState(load);
    expect(reads).toBe(2);
  });

  // Another instance's save (revalidate) reaches the pages this server answers from memory.
  it("forgets the kept page answers on a NOTIFY from another instance's write", async () => {
    const store = (globalThis.__museumPageAnswers ??= { entries: new Map(), bytes: 0, generation: 0 });
    const before = store.generation;
    const other = new pg.Client({ connectionString: database.url });
    await other.connect();
    await other.query(`select pg_notify('museum_process_caches', '["canonical-slugs","page-answers"]')`);
    await other.end();
    await expect.poll(() => globalThis.__museumPageAnswers?.generation, { timeout: 1_000 }).toBe(before + 1);
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { testDatabases } from "../../helpers/db";
import { editorSession } from "../../helpers/editor";
import type { Database } from "@/server/db/open";
import { events, media, redirects } from "@/server/db/schema";
import { ENTITY_KINDS } from "@/server/admin/kinds";
import { PAGE_SIZE } from "@/server/admin/table-kind";
import { listMedia, listPages, listRedirectEntries, listUsers } from "@/server/admin/other-lists";
import { createPage } from "@/server/content/pages";
import { pageInput } from "../content/fixtures";
import { seedKinds } from "./fixtures";

// The dashboard pages read the session cookie through next/headers.
const cookieJar = vi.hoisted(() => new Map<string, string>());
vi.mock("next/headers", () => ({ cookies: async () => ({ get: (name: string) => (cookieJar.has(name) ? { value: cookieJar.get(name)! } : undefined) }) }));
const { dashboardAccess } = await import("@/dashboard/access");

const both = (de: string, en: string) => ({ de, en });
const hours = (n: number) => new Date(Date.UTC(2026, 5, 1) + n * 60 * 60 * 1000);

describe.each(testDatabases())("dashboard lists on $name", ({ open }) => {
  let database: Database;
  let ids: Awaited<ReturnType<typeof seedKinds>>;

  beforeAll(async () => {
    database = await open();
    globalThis.__museumDb = Promise.resolve(database);
    ids = await seedKinds(database, "Sommerfest");
    // 55 more events an hour apart: the list pages by 50, newest first.
    await database.db.insert(events).values(Array.from({ length: 55 }, (_, n) => ({
      name: both(`Führung ${n}`, `Tour ${n}`), slug: both(`fuehrung-${n}`, `tour-${n}`), date_start: hours(n), is_online: n % 2 === 0,
    })));
  });
  afterAll(async () => {
    globalThis.__museumDb = undefined;
    await database.close();
  });

  it("lists events newest first, 50 a page, with change and public links", async () => {
    const first = await ENTITY_KINDS.events.list(database.db, "de", { page: 1 });
    expect(first.rows).toHaveLength(PAGE_SIZE);
    expect(first.hasNext).toBe(true);
    // The tours among themselves (the seeded "Sommerfest" is a week from today, wherever that falls).
    const tours = first.rows.filter((row) => row.name.startsWith("Führung"));
    expect(tours[0]!.name).toBe("Führung 54");
    expect(tours.map((row) => row.when)).toEqual([...tours.map((row) => row.when)].sort().reverse());
    expect(tours[0]).toMatchObject({ url: expect.stringMatching(/^\/de\/kalender\/fuehrung-54\/\d+$/), is_online: true });
    const second = await ENTITY_KINDS.events.list(database.db, "de", { page: 2 });
    expect(second.rows).toHaveLength(56 - PAGE_SIZE);
    expect(second.hasNext).toBe(false);
    expect(new Set([...first.rows, ...second.rows].map((row) => row.id)).size).toBe(56);
  });

  it("searches by name in either language, case-insensitively, wildcards taken literally", async () => {
    const english = await ENTITY_KINDS.events.list(database.db, "de", { q: "TOUR 1", page: 1 });
    expect(english.rows.map((row) => row.name).sort()).toEqual(["Führung 1", ...Array.from({ length: 10 }, (_, n) => `Führung 1${n}`)].sort());
    expect((await ENTITY_KINDS.events.list(database.db, "en", { q: "sommer", page: 1 })).rows.map((row) => row.id)).toEqual([ids.events]);
    expect((await ENTITY_KINDS.events.list(database.db, "de", { q: "%", page: 1 })).rows).toEqual([]);
    expect((await ENTITY_KINDS.people.list(database.db, "de", { q: "erika", page: 1 })).rows).toMatchObject([{ name: "Erika Sommerfest" }]);
  });

  it("gives every kind a list whose rows link to the kind's public route", async () => {
    const routes = { events: "kalender", productions: "programme", series: "series", magazine: "stories", people: "team", venues: "venues", forms: "form" };
    for (const [key, segment] of Object.entries(routes) as [keyof typeof routes, string][]) {
      const { rows } = await ENTITY_KINDS[key].list(database.db, "en", { q: "sommerfest", page: 1 });
      expect(rows.map((row) => row.url), key).toEqual([`/en/${segment}/entry/${ids[key]}`]);
    }
  });

  it("lists pages with their edit-mode links, media, redirects and users without secrets", async () => {
    await createPage(database.db, pageInput({ de: "ueber-uns", en: "about" }));
    const pages = await listPages(database.db, "en", { q: "about", page: 1 });
    expect(pages.rows).toMatchObject([{ title: "Page about", url: "/en/about" }]);

    await database.db.insert(media).values({ name: "Foyer", src: "/media/foyer.jpg", width: 800, height: 600 });
    expect((await listMedia(database.db, { q: "foy", page: 1 })).rows).toMatchObject([{ name: "Foyer", width: 800 }]);

    await database.db.insert(redirects).values([{ old_path: "/de/alt", new_path: "/de/neu" }, { old_path: "/de/x", new_path: "/de/y" }]);
    expect((await listRedirectEntries(database.db, { q: "neu", page: 1 })).rows).toMatchObject([{ old_path: "/de/alt", new_path: "/de/neu" }]);

    const { user } = await editorSession(database, { role: "admin" });
    const listed = await listUsers(database.db, { q: user.username, page: 1 });
    expect(listed.rows).toMatchObject([{ id: user.id, role: "admin", is_active: true }]);
    expect(JSON.stringify(listed)).not.toMatch(/password|scrypt|argon/);
  });

  it("lets editors into entity lists, keeps admin-only entries for admins, and asks for a login without a session", async () => {
    cookieJar.clear();
    // No cookie: a first login; a cookie of an unknown or ended session: the login says it ended.
    expect(await dashboardAccess("events")).toEqual({ kind: "login", expired: false });
    cookieJar.set("sessionid", "an-ended-session");
    expect(await dashboardAccess("events")).toEqual({ kind: "login", expired: true });
    const editor = await editorSession(database);
    cookieJar.set("sessionid", editor.token);
    expect((await dashboardAccess("events")).kind).toBe("ok");
    expect((await dashboardAccess("pages")).kind).toBe("ok");
    for (const key of ["users", "redirects", "settings"]) expect((await dashboardAccess(key)).kind, key).toBe("forbidden");
    expect((await dashboardAccess("nonsense")).kind).toBe("unknown");
    const admin = await editorSession(database, { role: "admin" });
    cookieJar.set("sessionid", admin.token);
    for (const key of ["users", "redirects", "settings"]) expect((await dashboardAccess(key)).kind, key).toBe("ok");
  });
});

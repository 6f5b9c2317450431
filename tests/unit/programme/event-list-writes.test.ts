import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { testDatabases } from "../../helpers/db";
import { asEditor, callRoute, editorSession } from "../../helpers/editor";
import type { Database } from "@/server/db/open";
import * as createRoute from "@/app/[lang]/dashboard-api/[key]/route";
import * as entityRoute from "@/app/[lang]/dashboard-api/[key]/[id]/route";
import { GET as listEvents } from "@/app/[lang]/api/events/route";
import { GET as autocomplete } from "@/app/api/search/autocomplete/route";
import { both, call, json, programmeDays, seedProgramme, urlDay, type Ids } from "./fixtures";

// Inside a Next.js server (NEXT_RUNTIME set) the list's pages and the suggestions are
// remembered in the process; an editor's write must clear them.
vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), unstable_cache: <T>(fn: T) => fn }));

describe.each(testDatabases())("the event list and suggestions after an editor's writes on $name", ({ open }) => {
  let database: Database;
  let editor: Awaited<ReturnType<typeof editorSession>>;
  let ids: Ids;
  const runtime = process.env.NEXT_RUNTIME;
  const { day, at } = programmeDays();

  const list = (query: string) =>
    json<{ count: number; results: { name: string }[] }>(call(listEvents, `/de/api/events/?date=${urlDay(day(0))}&page_size=50&${query}`, { lang: "de" }));
  const suggest = async (q: string) => (await json<string[]>(call(autocomplete, `/api/search/autocomplete/?lang=de&q=${q}`))).body;

  beforeAll(async () => {
    database = await open();
    globalThis.__museumDb = Promise.resolve(database);
    ids = await seedProgramme(database.db);
    editor = await editorSession(database);
    process.env.NEXT_RUNTIME = "nodejs";
  });
  afterAll(async () => {
    process.env.NEXT_RUNTIME = runtime;
    globalThis.__museumDb = undefined;
    await database.close();
  });

  it("counts and lists an event created in the dashboard at once, and drops it when it is deleted", async () => {
    const family = ids.family!;
    const before = await list("");
    const tagged = await list(`tag=${family}`);
    expect(await suggest("vernissage")).toEqual([]);

    const response = await callRoute(createRoute.POST, "/de/dashboard-api/events/", { lang: "de", key: "events" }, asEditor(editor, {
      name: both("Vernissage", "Opening"), date_start: at(1, 19).toISOString(), is_online: true, tag_ids: [family],
    }));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const after = await list("");
    expect(after.body.count).toBe(before.body.count + 1);
    expect(after.body.results.map((event) => event.name)).toContain("Vernissage");
    expect((await list(`tag=${family}`)).body.count).toBe(tagged.body.count + 1);
    expect(await suggest("vernissage")).toEqual(["Vernissage"]);

    const removed = await callRoute(entityRoute.DELETE, `/de/dashboard-api/events/${id}/`, { lang: "de", key: "events", id: String(id) }, asEditor(editor, undefined, "DELETE"));
    expect(removed.status).toBeLessThan(300);
    expect((await list("")).body).toMatchObject({ count: before.body.count });
    expect((await list(`tag=${family}`)).body.count).toBe(tagged.body.count);
    expect(await suggest("vernissage")).toEqual([]);
  });
});

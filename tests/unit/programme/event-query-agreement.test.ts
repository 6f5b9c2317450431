import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { EVENT_FILTER_KEYS, queryRecord } from "@schemas/api/event-list-filters";
import { GET as calendar } from "@/app/api/calendar/route";
import { GET as listEvents } from "@/app/[lang]/api/events/route";
import { proxy } from "@/proxy";
import type { Database } from "@/server/db/open";
import { invalidateShellState } from "@/server/site/shell-state";
import { parseListState } from "@/site/programme/list-state";
import { testDatabases } from "../../helpers/db";
import { call, programmeDays, seedProgramme, urlDay, type Ids } from "./fixtures";

/*
 * The calendar page (its query checked by the proxy before the cached page answers), its
 * client state and the events and calendar APIs read one query with one schema: a query the
 * page shows, the APIs answer; a query the page refuses (error page), they refuse (400).
 */

const pageShows = async (query: string) => {
  globalThis.__museumShellState = {
    state: { ok: true, isSiteOnline: true, siteName: { de: "Museum", en: "Museum" }, staticErrorPages: [], redirects: new Map() },
    expires: Number.MAX_SAFE_INTEGER,
  };
  const response = await proxy(new NextRequest(new URL(`/de/kalender?${query}`, "http://museum.test")));
  return response.status === 200 && response.headers.get("x-middleware-rewrite") === null;
};

/** Whether the client's state keeps every event-list key of the query (it drops what the schema refuses). */
const clientKeepsAll = (query: string) => {
  const state = parseListState(new URLSearchParams(query));
  return Object.keys(queryRecord(new URLSearchParams(query))).every((key) =>
    key === "date" ? state.date !== undefined : !(EVENT_FILTER_KEYS as readonly string[]).includes(key) || key in state.filters);
};

describe.each(testDatabases())("the event-list query on the page and in the API on $name", ({ open }) => {
  let database: Database;
  let ids: Ids;
  const { day } = programmeDays();

  beforeAll(async () => {
    database = await open();
    globalThis.__museumDb = Promise.resolve(database);
    ids = await seedProgramme(database.db);
  });
  afterEach(() => invalidateShellState());
  afterAll(async () => {
    globalThis.__museumDb = undefined;
    await database.close();
  });

  it("refuses a comma list on the page and in both APIs alike, and shows a single id everywhere", async () => {
    const single = `room=${ids.hall}`;
    const list = `room=${ids.hall},${ids.studio}`;
    expect(await pageShows(single)).toBe(true);
    expect((await call(listEvents, `/de/api/events/?${single}`, { lang: "de" })).status).toBe(200);
    expect(await pageShows(list)).toBe(false);
    expect((await call(listEvents, `/de/api/events/?${list}`, { lang: "de" })).status).toBe(400);
    expect((await call(calendar, `/api/calendar/?${list}`)).status).toBe(400);
    expect(parseListState(new URLSearchParams(list)).filters).toEqual({});
  });

  it("gives the same verdict for every query on the page, in the client, the event list API and the calendar API", async () => {
    const queries = [
      "", `date=${urlDay(day(1))}`, "date=31-02-2026", `date=${day(1)}`, `type=fuehrung&tag=${ids.concert}`, "type=Führung",
      "room=0", "tag=1e3", "genre=", "series=%207", `series=${ids.late}&utm_source=newsletter&overlay=true`,
      `room=x&room=${ids.hall}`, `room=${ids.hall}&room=x`,
    ];
    for (const query of queries) {
      const page = await pageShows(query);
      const events = (await call(listEvents, `/de/api/events/?${query}`, { lang: "de" })).status;
      const days = (await call(calendar, `/api/calendar/?${query}`)).status;
      expect({ query, events, days, client: clientKeepsAll(query) }).toEqual({ query, events: page ? 200 : 400, days: page ? 200 : 400, client: page });
    }
  });
});

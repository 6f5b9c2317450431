import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventItemSchema } from "@schemas/api/event";
import { eventDetailSchema } from "@/contracts/entity-details";
import { pagedSchema } from "@schemas/api/paging";
import type { Database } from "@/server/db/open";
import { events } from "@/server/db/schema/programme";
import { GET as listEvents } from "@/app/[lang]/api/events/route";
import { GET as eventDetail } from "@/app/[lang]/api/events/[id]/route";
import { testDatabases } from "../../helpers/db";
import { both, call, json, programmeDays, seedProgramme, urlDay, type Ids } from "./fixtures";

type Page = { count: number; next: string | null; previous: string | null; results: { id: number; name: string; date_start: string }[] };
const pageSchema = pagedSchema(eventItemSchema);

describe.each(testDatabases())("events API on $name", ({ open }) => {
  let database: Database;
  let ids: Ids;
  const { day } = programmeDays();
  const from = urlDay(day(0));
  const list = (query: string, lang = "de") => json<Page>(call(listEvents, `/${lang}/api/events/?${query}`, { lang }));

  beforeAll(async () => {
    database = await open();
    globalThis.__museumDb = Promise.resolve(database);
    ids = await seedProgramme(database.db);
  });
  afterAll(async () => {
    globalThis.__museumDb = undefined;
    await database.close();
  });

  it("answers the paged shape with full next/previous URLs and the event entity", async () => {
    const { status, body } = await list(`date=${from}&page_size=3`, "en");
    expect(status).toBe(200);
    expect(pageSchema.parse(body).results).toHaveLength(3);
    expect(body.count).toBe(31);
    expect(body.previous).toBeNull();
    const next = new URL(body.next!);
    expect(next.origin).toBe(new URL(process.env.SITE_URL ?? "http://localhost:3000").origin);
    expect(next.pathname).toBe("/en/api/events/");
    expect(Object.fromEntries(next.searchParams)).toEqual({ date: from, page_size: "3", page: "2", after: String(body.results[2]!.id) });
    const first = eventItemSchema.parse(body.results[0]);
    expect(first).toMatchObject({ id: ids.first, xtype: "event", name: "first EN", url: `/en/kalender/first-en/${ids.first}`, room: { id: ids.hall, name: "Hall" }, event_type_new: { id: "fuehrung", name: "Tour" } });
  });

  it("orders by (date_start, id): two events at the same minute come in id order, the offline and past ones never", async () => {
    const { body } = await list(`date=${from}&page_size=2`);
    expect(body.results.map((event) => event.id)).toEqual([ids.first, ids.second]);
    const all = await list(`date=${from}&page_size=50`);
    expect(all.body.results.map((event) => event.id)).not.toContain(ids.offline);
    // Without a date the list starts today: the event of two days ago is not in it.
    const fromToday = await list("page_size=50");
    expect(fromToday.body.results.map((event) => event.id)).not.toContain(ids.past);
    expect(fromToday.body.results.map((event) => event.id)).toContain(ids.first);
  });

  it("offers only seat groups with status ≠ 0 and their prices; availability is computed", async () => {
    const { body } = await list(`date=${from}&page_size=1`);
    const event = eventItemSchema.parse(body.results[0]);
    expect(event.seat_groups.map((group) => group.status)).toEqual([1]);
    expect(event.prices.map((price) => [price.price, price.text, price.seat_group])).toEqual([["12.00", "Vollpreis", 1], ["6.00", "Ermäßigt", 1]]);
    expect(event.availability).toBe("available");
    expect(event.tags.map((tag) => tag.id)).toEqual([ids.family, ids.hiddenTag]);
    const soldOut = await list(`date=${urlDay(day(2))}&page_size=1`);
    expect(soldOut.body.results[0]).toMatchObject({ name: "soldout DE", availability: "sold_out", seat_groups: [] });
  });

  it.each([
    ["room", (): string => `room=${ids.hall}`, ["first"]],
    ["type slug", (): string => "type=konzert", ["second"]],
    ["type id", (): string => `type=${ids.concert}`, ["second"]],
    ["tag", (): string => `tag=${ids.family}`, ["first"]],
    ["series", (): string => `series=${ids.late}`, ["first"]],
    ["genre", (): string => `genre=${ids.jazz}`, ["second"]],
    ["room and type together", (): string => `room=${ids.hall}&type=konzert`, []],
  ] as const)("filters by %s", async (_name, query, expected) => {
    const { status, body } = await list(`date=${from}&${query()}&page_size=50`);
    expect(status).toBe(200);
    expect(body.results.map((event) => event.name)).toEqual(expected.map((key) => `${key} DE`));
    expect(body.count).toBe(expected.length);
  });

  it("starts at the given day (Europe/Berlin) and ignores unknown query keys", async () => {
    const { body } = await list(`date=${urlDay(day(5))}&utm_source=newsletter&overlay=true&page_size=50`);
    expect(body.count).toBe(25);
    expect(body.results.every((event) => event.name.startsWith("bulk"))).toBe(true);
  });

  it("pages through every event once, by page numbers and by following next", async () => {
    const byPage: number[] = [];
    for (let page = 1; page <= 4; page++) byPage.push(...(await list(`date=${from}&page=${page}`)).body.results.map((event) => event.id));
    expect(byPage).toHaveLength(31);
    expect(new Set(byPage).size).toBe(31);

    const followed: number[] = [];
    let url: string | null = `/de/api/events/?date=${from}&page_size=7`;
    let inserted = false;
    while (url) {
      const { body }: { body: Page } = await json<Page>(call(listEvents, url, { lang: "de" }));
      followed.push(...body.results.map((event) => event.id));
      if (!inserted) {
        // An event added before the reader's position must not shift the next page.
        await database.db.insert(events).values({ name: both("neu", "new"), slug: both("neu", "new"), date_start: programmeDays().at(0, 9) });
        inserted = true;
      }
      url = body.next;
    }
    expect(followed).toEqual(byPage);
  });

  it("answers past the end with no results and a previous link to the last page", async () => {
    const { status, body } = await list(`date=${from}&page=99`);
    expect(status).toBe(200);
    expect(body.results).toEqual([]);
    expect(body.next).toBeNull();
    expect(new URL(body.previous!).searchParams.get("page")).toBe(String(Math.ceil(body.count / 10)));
  });

  it.each([
    ["page=0", "page", "Mindestens 1."],
    ["page=abc", "page", "Bitte eine Zahl angeben."],
    ["page_size=1000", "page_size", "Höchstens 50."],
    ["page_size=0", "page_size", "Mindestens 1."],
    ["room=abc", "room", "Bitte eine Zahl angeben."],
    ["room=1e3", "room", "Bitte eine Zahl angeben."],
    ["tag=-1", "tag", "Bitte eine Zahl angeben."],
    ["date=31-02-2026", "date", "Ungültiges Datum (TT-MM-JJJJ)."],
    ["date=2026-05-01", "date", "Ungültiges Datum (TT-MM-JJJJ)."],
    ["type=Not A Slug", "type", "Ungültige Eingabe."],
  ])("refuses %s with a 400 naming the field", async (query, fieldName, message) => {
    const { status, body } = await json<{ errors: Record<string, string[]> }>(call(listEvents, `/de/api/events/?${query}`, { lang: "de" }));
    expect(status).toBe(400);
    expect(body.errors[fieldName]).toEqual([message]);
  });

  it("serves the event detail, and 404 for unknown, offline or non-language paths", async () => {
    const { status, body } = await json(call(eventDetail, `/de/api/events/${ids.first}/`, { lang: "de", id: String(ids.first) }));
    expect(status).toBe(200);
    const detail = eventDetailSchema.parse(body);
    expect(detail.description).toContain("Führung");
    expect(detail.contributors).toEqual([expect.objectContaining({ id: ids.person, name: "Anna Weber", role: "Führung", url: `/de/team/anna-de/${ids.person}` })]);
    expect(detail.venue).toEqual({ id: ids.venue, name: "Haus am Fluss", url: `/de/venues/haus-de/${ids.venue}` });
    expect(detail.production).toEqual({ id: ids.p1, name: "Farbe", url: `/de/programme/farbe-de/${ids.p1}` });
    expect((await call(eventDetail, "/de/api/events/999999/", { lang: "de", id: "999999" })).status).toBe(404);
    expect((await call(eventDetail, `/de/api/events/${ids.offline}/`, { lang: "de", id: String(ids.offline) })).status).toBe(404);
    expect((await call(eventDetail, `/fr/api/events/${ids.first}/`, { lang: "fr", id: String(ids.first) })).status).toBe(404);
    expect((await call(eventDetail, "/de/api/events/abc/", { lang: "de", id: "abc" })).status).toBe(400);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { calendarSchema } from "@schemas/api/options";
import { pagedSchema } from "@schemas/api/paging";
import { personDetailSchema, productionItemSchema, seriesDetailSchema, venueDetailSchema } from "@schemas/api/programme-details";
import { productionDetailSchema } from "@/contracts/entity-details";
import { teaserItemSchema } from "@schemas/api/teaser";
import type { Database } from "@/server/db/open";
import { GET as productionsList } from "@/app/[lang]/api/productions/route";
import { GET as productionDetail } from "@/app/[lang]/api/productions/[id]/route";
import { GET as seriesDetail } from "@/app/[lang]/api/series/[id]/route";
import { GET as venueDetail } from "@/app/[lang]/api/venues/[id]/route";
import { GET as personDetail } from "@/app/[lang]/api/people/[id]/route";
import { GET as teasersList } from "@/app/[lang]/api/teasers/route";
import { GET as calendar } from "@/app/api/calendar/route";
import { GET as rooms } from "@/app/api/rooms/route";
import { GET as exhibitionTypes } from "@/app/api/exhibition-types/route";
import { GET as eventTags } from "@/app/api/event-tags/route";
import { GET as seriesOptions } from "@/app/api/series/route";
import { GET as genres } from "@/app/api/genres/route";
import { GET as seasons } from "@/app/api/seasons/route";
import { GET as productionTags } from "@/app/api/production-tags/route";
import { testDatabases } from "../../helpers/db";
import { call, json, programmeDays, seedProgramme, urlDay, type Ids } from "./fixtures";

type Paged = { count: number; next: string | null; previous: string | null; results: Record<string, unknown>[] };

describe.each(testDatabases())("programme API on $name", ({ open }) => {
  let database: Database;
  let ids: Ids;
  const { day } = programmeDays();

  beforeAll(async () => {
    database = await open();
    globalThis.__museumDb = Promise.resolve(database);
    ids = await seedProgramme(database.db);
  });
  afterAll(async () => {
    globalThis.__museumDb = undefined;
    await database.close();
  });

  it("serves the option lists with id, name, show_in_filter; tags and series only when shown", async () => {
    expect((await json(call(rooms, "/api/rooms/?lang=en"))).body).toEqual([
      { id: ids.hall, name: "Hall", show_in_filter: true }, { id: ids.studio, name: "Studio", show_in_filter: false },
    ]);
    expect((await json(call(exhibitionTypes, "/api/exhibition-types/?lang=de"))).body).toEqual([
      { id: "fuehrung", name: "Führung", show_in_filter: true }, { id: "konzert", name: "Konzert", show_in_filter: true },
    ]);
    // The hidden tag is left out, and so is the tag no event carries.
    expect((await json(call(eventTags, "/api/event-tags/?lang=en"))).body).toEqual([{ id: ids.family, name: "Family", show_in_filter: true }]);
    expect((await json(call(productionTags, "/api/production-tags/"))).body).toEqual([{ id: ids.family, name: "Familie", show_in_filter: true }]);
    expect((await json(call(seriesOptions, "/api/series/?lang=en"))).body).toEqual([{ id: ids.late, name: "Thursday Late", show_in_filter: true }]);
    expect((await json(call(genres, "/api/genres/?lang=en"))).body).toEqual([{ id: ids.jazz, name: "Jazz", show_in_filter: true }]);
    expect((await json(call(seasons, "/api/seasons/?lang=en"))).body).toEqual([
      { id: ids.season, name: "Season 1", show_in_filter: true, date_start: "2020-09-01", date_end: "2099-08-31" },
    ]);
    expect((await call(rooms, "/api/rooms/?lang=fr")).status).toBe(400);
  });

  it("colours the calendar days: available, limited, sold out (seat group or all timeslots closed)", async () => {
    const { status, body } = await json(call(calendar, `/api/calendar/?date=${urlDay(day(0))}`));
    expect(status).toBe(200);
    const month = calendarSchema.parse(body);
    expect(month.month).toBe(urlDay(day(0)).slice(3));
    expect(month.dates).toEqual([
      { date: urlDay(day(0)), availability: "available", events: 2 },
      { date: urlDay(day(1)), availability: "limited", events: 1 },
      { date: urlDay(day(2)), availability: "sold_out", events: 1 },
      { date: urlDay(day(3)), availability: "sold_out", events: 1 },
      { date: urlDay(day(4)), availability: "available", events: 1 },
      { date: urlDay(day(5)), availability: "available", events: 25 },
    ].filter((entry) => entry.date.slice(3) === month.month));
  });

  it("narrows the calendar by the list's filters and refuses bad ones", async () => {
    const { body } = await json(call(calendar, `/api/calendar/?date=${urlDay(day(0))}&room=${ids.hall}`));
    expect(calendarSchema.parse(body).dates).toEqual([{ date: urlDay(day(0)), availability: "available", events: 1 }]);
    const bad = await json<{ errors: Record<string, string[]> }>(call(calendar, "/api/calendar/?date=99-99-2026&tag=x&lang=en"));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(["date", "tag"]);
  });

  it("lists calendar teasers from the date with position dates at the end of their day", async () => {
    const { body } = await json<Paged>(call(teasersList, `/en/api/teasers/?date=${urlDay(day(0))}`, { lang: "en" }));
    const page = pagedSchema(teaserItemSchema).parse(body);
    expect(page.results.map((teaser) => [teaser.headline, teaser.position])).toEqual([["Become a member", day(0)], ["Newsletter", day(1)]]);
    expect(new Date(page.results[0]!.date_start).getTime()).toBe(new Date(programmeDays().at(1, 0)).getTime() - 1);
    expect(page.results[1]!.image_thumbnails).toEqual({ large: "/media/seed/x-960.jpg" });
    expect((await json<Paged>(call(teasersList, `/en/api/teasers/?date=${urlDay(day(1))}`, { lang: "en" }))).body.count).toBe(1);
  });

  it("lists productions with season, exhibition_type (slug or id), tag and date filters", async () => {
    const names = async (query: string) => {
      const { status, body } = await json<Paged>(call(productionsList, `/en/api/productions/?${query}`, { lang: "en" }));
      expect(status).toBe(200);
      return pagedSchema(productionItemSchema).parse(body).results.map((production) => production.name);
    };
    expect(await names("")).toEqual(["Colour", "Shore"]);
    expect(await names(`season=${ids.season}`)).toEqual(["Colour"]);
    expect(await names("exhibition_type=konzert")).toEqual(["Shore"]);
    expect(await names(`exhibition_type=${ids.tour}`)).toEqual(["Colour"]);
    expect(await names(`tag=${ids.family}`)).toEqual(["Colour"]);
    expect(await names(`date=${urlDay(day(0))}`)).toEqual(["Colour"]);
    expect(await names("page=2&page_size=1")).toEqual(["Shore"]);
    expect((await call(productionsList, "/en/api/productions/?season=abc", { lang: "en" })).status).toBe(400);
  });

  it("serves production, series, venue and person details; unknown or offline ids are 404", async () => {
    const production = productionDetailSchema.parse((await json(call(productionDetail, `/de/api/productions/${ids.p1}/`, { lang: "de", id: String(ids.p1) }))).body);
    expect(production.events.map((event) => event.id)).toEqual([ids.first]);
    expect(production.tags).toEqual([{ id: ids.family, name: "Familie" }]);
    const series = seriesDetailSchema.parse((await json(call(seriesDetail, `/en/api/series/${ids.late}/`, { lang: "en", id: String(ids.late) }))).body);
    expect(series).toMatchObject({ name: "Thursday Late", url: `/en/series/late-en/${ids.late}` });
    expect(series.events.map((event) => event.id)).toEqual([ids.first]);
    const venue = venueDetailSchema.parse((await json(call(venueDetail, `/de/api/venues/${ids.venue}/`, { lang: "de", id: String(ids.venue) }))).body);
    expect(venue.rooms).toEqual([{ id: ids.hall, name: "Saal" }]);
    const person = personDetailSchema.parse((await json(call(personDetail, `/en/api/people/${ids.person}/`, { lang: "en", id: String(ids.person) }))).body);
    expect(person).toMatchObject({ name: "Anna Weber", role: "Curator", events: [expect.objectContaining({ id: ids.first })] });
    for (const [handler, path] of [[productionDetail, "productions"], [seriesDetail, "series"], [venueDetail, "venues"], [personDetail, "people"]] as const) {
      expect((await call(handler, `/de/api/${path}/424242/`, { lang: "de", id: "424242" })).status).toBe(404);
    }
    expect((await call(seriesDetail, `/de/api/series/${ids.secret}/`, { lang: "de", id: String(ids.secret) })).status).toBe(200);
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
import { testDatabases } from "../../helpers/db";
import type { Database } from "@/server/db/open";
import { openingHours, openingHoursExceptions } from "@/server/db/schema";
import { openingDay, readOpeningHoursForDay } from "@/server/site/opening-hours";
import { GET } from "@/app/api/opening-hours-today/route";

const both = (de: string, en: string) => ({ de, en });
const call = (url: string, headers: Record<string, string> = {}) =>
  GET(new NextRequest(new URL(url, "http://localhost"), { headers }), undefined);

describe("openingDay", () => {
  it("is Berlin's calendar day, not UTC's, across midnight in winter and summer", () => {
    // Monday 3 March 2025, 23:30 UTC is 00:30 on Tuesday in Berlin (UTC+1).
    expect(openingDay(new Date("2025-03-03T23:30:00Z"))).toEqual({ date: "2025-03-04", weekday: 2 });
    expect(openingDay(new Date("2025-03-03T22:59:00Z"))).toEqual({ date: "2025-03-03", weekday: 1 });
    // Summer time (UTC+2): 22:30 UTC on Tuesday 1 July is already Wednesday.
    expect(openingDay(new Date("2025-07-01T22:30:00Z"))).toEqual({ date: "2025-07-02", weekday: 3 });
    expect(openingDay(new Date("2025-03-09T12:00:00Z"))).toEqual({ date: "2025-03-09", weekday: 7 });
  });
});

describe.each(testDatabases())("opening hours today on $name", ({ open }) => {
  let database: Database;

  beforeAll(async () => {
    database = await open();
    globalThis.__museumDb = Promise.resolve(database);
    await database.db.insert(openingHours).values([
      { weekday: 1, closed: true, alternative_text: both("Montags geschlossen", "Closed on Mondays") },
      { weekday: 2, time_from: "14:00", time_to: "18:00" },
      { weekday: 2, time_from: "10:00", time_to: "12:30" },
      { weekday: 3, time_from: "10:00", time_to: "18:00" },
    ]);
    await database.db.insert(openingHoursExceptions).values([
      { date: "2025-03-05", closed: true, alternative_text: both("Heute geschlossen", "Closed today"), alternative_link_url: "/de/kalender" },
      { date: "2025-03-06", time_from: "10:00", time_to: "23:00" },
    ]);
  });
  afterAll(async () => {
    globalThis.__museumDb = undefined;
    await database.close();
  });
  afterEach(() => vi.useRealTimers());

  it("lists the weekday's ranges earliest first, with no exception on an ordinary day", async () => {
    const today = await readOpeningHoursForDay(database.db, { date: "2025-03-04", weekday: 2 }, "de");
    expect(today).toEqual({
      date: "2025-03-04",
      opening_hours: [
        { time_from: "10:00", time_to: "12:30", closed: false, alternative_link_url: null, alternative_text: null },
        { time_from: "14:00", time_to: "18:00", closed: false, alternative_link_url: null, alternative_text: null },
      ],
      opening_hours_exceptions: [],
    });
  });

  it("gives a closed day without times and with its text in the asked language", async () => {
    const monday = await readOpeningHoursForDay(database.db, { date: "2025-03-03", weekday: 1 }, "en");
    expect(monday.opening_hours).toEqual([{ time_from: null, time_to: null, closed: true, alternative_link_url: null, alternative_text: "Closed on Mondays" }]);
  });

  it("adds today's exception beside the weekday's hours, so that it can override them", async () => {
    const wednesday = await readOpeningHoursForDay(database.db, { date: "2025-03-05", weekday: 3 }, "de");
    expect(wednesday.opening_hours).toHaveLength(1);
    expect(wednesday.opening_hours_exceptions).toEqual([
      { time_from: null, time_to: null, closed: true, alternative_link_url: "/de/kalender", alternative_text: "Heute geschlossen" },
    ]);
  });

  it("answers for Berlin's day at 00:30 although UTC still has the day before", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2025-03-05T23:30:00Z"));
    const response = await call("/api/opening-hours-today/?lang=en");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.date).toBe("2025-03-06");
    expect(body.opening_hours_exceptions).toEqual([{ time_from: "10:00", time_to: "23:00", closed: false, alternative_link_url: null, alternative_text: null }]);
    // Thursday has no regular hours in this fixture.
    expect(body.opening_hours).toEqual([]);
  });

  it("takes the language from ?lang=, else from Accept-Language, else German", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2025-03-03T10:00:00Z"));
    const text = async (url: string, headers?: Record<string, string>) => (await (await call(url, headers)).json()).opening_hours[0].alternative_text;
    expect(await text("/api/opening-hours-today?lang=en", { "accept-language": "de" })).toBe("Closed on Mondays");
    expect(await text("/api/opening-hours-today", { "accept-language": "en-GB,en;q=0.9,de;q=0.5" })).toBe("Closed on Mondays");
    expect(await text("/api/opening-hours-today", { "accept-language": "fr-FR" })).toBe("Montags geschlossen");
    expect(await text("/api/opening-hours-today")).toBe("Montags geschlossen");
  });

  it("refuses an unknown language with a 400 naming the parameter", async () => {
    const response = await call("/api/opening-hours-today/?lang=fr");
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({ lang: ["Ungültige Auswahl."] });
  });
});

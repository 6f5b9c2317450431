import { describe, expect, it } from "vitest";
import {
  berlinClock, berlinDay, berlinWeekday, dayEnd, dayStart, formatDate, formatDateTime, formatDay, formatTime, isoToUrlDay, monthOf,
  isUrlDate, nextDayStart, shiftDay, urlToIsoDay,
} from "./dates";

// 2026: summer time starts on Sunday 29 March (02:00 CET → 03:00 CEST, 01:00 UTC) and ends on
// Sunday 25 October (03:00 CEST → 02:00 CET, 01:00 UTC).
const hours = (from: Date, to: Date) => (to.getTime() - from.getTime()) / 3_600_000;

describe("Berlin days", () => {
  it("names the Berlin day of an instant on both sides of midnight, in winter and in summer time", () => {
    expect(berlinDay(new Date("2026-03-28T22:59:59Z"))).toBe("2026-03-28");
    expect(berlinDay(new Date("2026-03-28T23:00:00Z"))).toBe("2026-03-29");
    expect(berlinDay("2026-07-01T21:59:59Z")).toBe("2026-07-01");
    expect(berlinDay("2026-07-01T22:00:00Z")).toBe("2026-07-02");
    expect(berlinDay("2026-10-24T22:00:00Z")).toBe("2026-10-25");
    expect(berlinWeekday(new Date("2026-03-28T23:30:00Z"))).toBe(7);
  });

  it("starts a day at Berlin's midnight, so the DST days last 23 and 25 hours", () => {
    expect(dayStart("2026-03-29").toISOString()).toBe("2026-03-28T23:00:00.000Z");
    expect(nextDayStart("2026-03-29").toISOString()).toBe("2026-03-29T22:00:00.000Z");
    expect(hours(dayStart("2026-03-29"), nextDayStart("2026-03-29"))).toBe(23);
    expect(hours(dayStart("2026-10-25"), nextDayStart("2026-10-25"))).toBe(25);
    expect(hours(dayStart("2026-07-01"), nextDayStart("2026-07-01"))).toBe(24);
    expect(dayEnd("2026-10-25").toISOString()).toBe("2026-10-25T22:59:59.999Z");
    expect(dayStart("2026-10-26").toISOString()).toBe("2026-10-25T23:00:00.000Z");
    expect(dayStart("2027-03-28").toISOString()).toBe("2027-03-27T23:00:00.000Z");
    expect(dayStart("2027-03-29").toISOString()).toBe("2027-03-28T22:00:00.000Z");
  });

  it("counts days and months on the calendar, across month, year and leap day", () => {
    expect(shiftDay("2028-02-28", 1)).toBe("2028-02-29");
    expect(shiftDay("2026-03-01", -1)).toBe("2026-02-28");
    expect(shiftDay("2026-12-31", 1)).toBe("2027-01-01");
    expect(shiftDay("2026-03-28", 2)).toBe("2026-03-30");
    expect(monthOf("2026-12-15")).toEqual({ first: "2026-12-01", next: "2027-01-01" });
  });
});

describe("DD-MM-YYYY", () => {
  it("converts both ways and takes only real days", () => {
    expect(isoToUrlDay("2026-03-29")).toBe("29-03-2026");
    expect(urlToIsoDay("29-03-2026")).toBe("2026-03-29");
    expect(urlToIsoDay(isoToUrlDay("2028-02-29"))).toBe("2028-02-29");
    expect(isUrlDate("29-02-2028")).toBe(true);
    expect(isUrlDate("01-01-0099")).toBe(true);
    for (const bad of ["29-02-2026", "31-04-2026", "00-04-2026", "01-13-2026", "2026-03-29", "1-3-2026", "29.03.2026"]) expect(isUrlDate(bad), bad).toBe(false);
  });
});

describe("formatting", () => {
  it("shows Berlin's wall clock either side of the summer-time jump", () => {
    expect(formatTime("2026-03-29T00:30:00Z", "de")).toBe("01:30 Uhr");
    expect(formatTime("2026-03-29T01:30:00Z", "de")).toBe("03:30 Uhr");
    expect(formatTime("2026-10-25T00:30:00Z", "en")).toBe("02:30");
    expect(formatTime("2026-10-25T01:30:00Z", "en")).toBe("02:30");
    expect(formatTime("2026-03-29T01:30:05Z", "de", "short")).toBe("03:30");
    expect(formatTime(new Date("2026-03-29T01:30:05Z"), "en", "seconds")).toBe("03:30:05");
  });

  it("writes a date in each style and language, on Berlin's day", () => {
    // 23:30 UTC on the Saturday is already the Sunday of the summer-time jump in Berlin.
    const night = "2026-03-28T23:30:00Z";
    expect(formatDate(night, "de", "numeric")).toBe("29.03.2026");
    expect(formatDate(night, "en", "numeric")).toBe("29/03/2026");
    expect(formatDate(night, "de", "medium")).toBe("29.03.2026");
    expect(formatDate(night, "en", "medium")).toBe("29 Mar 2026");
    expect(formatDate(night, "de", "long")).toBe("29. März 2026");
    expect(formatDate(night, "en", "long")).toBe("29 March 2026");
    expect(formatDate(night, "de", "weekday")).toBe("So., 29. März 2026");
    expect(formatDate(night, "en", "weekday")).toBe("Sun, 29 Mar 2026");
    expect(formatDate("2026-10-25", "en", "long")).toBe("25 October 2026");
  });

  it("joins date and time, an hour apart across the end of summer time", () => {
    expect(formatDateTime("2026-10-24T23:15:00Z", "de", "numeric")).toBe("25.10.2026, 01:15");
    expect(formatDateTime("2026-10-25T01:15:00Z", "en", "numeric")).toBe("25/10/2026, 02:15");
    expect(formatDateTime("2026-10-25T00:15:09Z", "de", "medium", "seconds")).toBe("25.10.2026, 02:15:09");
    expect(formatDateTime("2026-10-25T00:15:09Z", "en", "medium", "seconds")).toBe("25 Oct 2026, 02:15:09");
    expect(formatDateTime("2026-11-21T18:30:00Z", "de", "weekday", "uhr")).toBe("Sa., 21. Nov. 2026, 19:30 Uhr");
    expect(formatDateTime("2026-11-21T18:30:00Z", "en", "weekday", "uhr")).toBe("Sat, 21 Nov 2026, 19:30");
  });

  it("reads Berlin's day and clock off an instant, across midnight and summer time", () => {
    expect(berlinClock(new Date("2025-03-03T23:30:00Z"))).toEqual({ date: "2025-03-04", time: "00:30" });
    expect(berlinClock(new Date("2025-07-01T08:05:00Z"))).toEqual({ date: "2025-07-01", time: "10:05" });
    expect(berlinClock(new Date("2026-03-29T01:00:00Z"))).toEqual({ date: "2026-03-29", time: "03:00" });
  });

  it("keeps Berlin's clock as the zone database has it, every quarter hour around each change of summer time", () => {
    const zone = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/Berlin", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23",
    });
    const fromZone = (instant: Date) => {
      const parts = Object.fromEntries(zone.formatToParts(instant).map((part) => [part.type, part.value]));
      return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
    };
    for (let year = 1997; year <= 2045; year++) {
      for (const month of [2, 9]) {
        // From the 24th of March or October, 00:00 UTC, for ten days: every last Sunday lies in them.
        const start = Date.UTC(year, month, 24);
        for (let instant = start; instant < start + 10 * 86_400_000; instant += 15 * 60_000) {
          expect(berlinClock(new Date(instant)), new Date(instant).toISOString()).toEqual(fromZone(new Date(instant)));
        }
      }
    }
    expect(berlinClock(new Date("2026-10-25T00:59:00Z"))).toEqual({ date: "2026-10-25", time: "02:59" });
    expect(berlinClock(new Date("2026-10-25T01:00:00Z"))).toEqual({ date: "2026-10-25", time: "02:00" });
  });

  it("names a day as it is, whatever the zone", () => {
    expect(formatDay("2026-03-29", "de")).toBe("Sonntag, 29. März 2026");
    expect(formatDay("2026-03-29", "en")).toBe("Sunday, 29 March 2026");
  });
});

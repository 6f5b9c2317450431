import { describe, expect, it } from "vitest";
import { format } from "date-fns";
import { la } from "./la";

// Noon UTC, so the day is the same in any time zone the tests run in.
const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe("Latin date names", () => {
  it("names the months, genitive inside a date and nominative standing alone", () => {
    expect(format(day("2026-03-15"), "d. MMMM yyyy", { locale: la })).toBe("15. Martii 2026");
    expect(format(day("2026-08-01"), "LLLL yyyy", { locale: la })).toBe("Augustus 2026");
    expect(format(day("2026-12-24"), "d. MMM", { locale: la })).toBe("24. Dec.");
    expect(Array.from({ length: 12 }, (_, month) => format(new Date(Date.UTC(2026, month, 10, 12)), "LLLL", { locale: la }))).toEqual([
      "Ianuarius", "Februarius", "Martius", "Aprilis", "Maius", "Iunius", "Iulius", "Augustus", "September", "October", "November", "December",
    ]);
  });

  it("names the days of a week from Monday, long and short", () => {
    // 2026-03-16 is a Monday.
    const week = Array.from({ length: 7 }, (_, index) => new Date(Date.UTC(2026, 2, 16 + index, 12)));
    expect(week.map((date) => format(date, "EEEE", { locale: la }))).toEqual([
      "dies Lunae", "dies Martis", "dies Mercurii", "dies Iovis", "dies Veneris", "dies Saturni", "dies Solis",
    ]);
    expect(week.map((date) => format(date, "EEE", { locale: la }))).toEqual(["Lun.", "Mart.", "Merc.", "Iov.", "Ven.", "Sat.", "Sol."]);
    expect(week.map((date) => format(date, "EEEEEE", { locale: la }))).toEqual(["Lun", "Mar", "Mer", "Iov", "Ven", "Sat", "Sol"]);
  });

  it("has long date formats and starts weeks on Monday", () => {
    expect(format(day("2026-03-15"), "PPPP", { locale: la })).toBe("dies Solis, 15. Martii 2026");
    expect(format(day("2026-03-15"), "P", { locale: la })).toBe("15.03.2026");
    expect(la.options?.weekStartsOn).toBe(1);
  });
});

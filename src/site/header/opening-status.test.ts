import { describe, expect, it } from "vitest";
import type { OpeningHoursEntry } from "@schemas/api/opening-hours-today";
import { alternativeText, effectiveHours, formatRanges, openingStatus } from "./opening-status";

const range = (from: string, to: string, extra: Partial<OpeningHoursEntry> = {}): OpeningHoursEntry =>
  ({ time_from: from, time_to: to, closed: false, alternative_link_url: null, alternative_text: null, ...extra });
const closed = (text: string | null = null): OpeningHoursEntry =>
  ({ time_from: null, time_to: null, closed: true, alternative_link_url: null, alternative_text: text });

describe("opening status", () => {
  const day = [range("10:00", "18:00")];

  it("is early before opening, open from the opening minute, late from the closing minute", () => {
    expect(openingStatus(day, "09:59")).toBe("early");
    expect(openingStatus(day, "10:00")).toBe("open");
    expect(openingStatus(day, "17:59")).toBe("open");
    expect(openingStatus(day, "18:00")).toBe("late");
    expect(openingStatus(day, "23:30")).toBe("late");
  });

  it("counts a lunch break as early and a closed day as late all day", () => {
    const split = [range("10:00", "12:30"), range("14:00", "18:00")];
    expect(openingStatus(split, "13:00")).toBe("early");
    expect(openingStatus(split, "14:30")).toBe("open");
    expect(openingStatus([closed()], "08:00")).toBe("late");
    expect(openingStatus([], "12:00")).toBe("late");
  });

  it("lets today's exception override the weekday's hours", () => {
    const today = { date: "2025-03-05", opening_hours: [range("10:00", "18:00")], opening_hours_exceptions: [closed("Heute geschlossen")] };
    expect(openingStatus(effectiveHours(today), "12:00")).toBe("late");
    expect(effectiveHours({ ...today, opening_hours_exceptions: [] })).toEqual(today.opening_hours);
  });

  it("formats the ranges with the language's template, nothing on a closed day", () => {
    expect(formatRanges([range("10:00", "12:30"), range("14:00", "18:00")], "{{from}}–{{to}} Uhr")).toBe("10:00–12:30 Uhr, 14:00–18:00 Uhr");
    expect(formatRanges([closed()], "{{from}}–{{to}}")).toBeNull();
    expect(alternativeText([closed("Montags geschlossen")])).toEqual({ text: "Montags geschlossen", url: null });
    expect(alternativeText(day)).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { eventWindow } from "./window";

const iso = (window: { from: Date; to?: Date }) => ({ from: window.from.toISOString(), to: window.to?.toISOString() });

describe("eventWindow", () => {
  it("runs from now without an end when nothing narrows it", () => {
    const now = new Date("2026-03-11T09:15:00Z");
    expect(iso(eventWindow({ now, filters: "" }))).toEqual({ from: "2026-03-11T09:15:00.000Z", to: undefined });
  });

  it("next_3_days ends at Berlin midnight three days on", () => {
    // Wednesday 11 March 2026, 10:15 in Berlin (CET, UTC+1).
    const now = new Date("2026-03-11T09:15:00Z");
    expect(iso(eventWindow({ now, filters: "next_3_days" }))).toEqual({ from: "2026-03-11T09:15:00.000Z", to: "2026-03-13T23:00:00.000Z" });
  });

  it("counts days in Berlin, not UTC, late in the evening", () => {
    // 23:30 on Tuesday 10 March in UTC is already Wednesday 00:30 in Berlin.
    const now = new Date("2026-03-10T23:30:00Z");
    expect(eventWindow({ now, filters: "next_3_days" }).to?.toISOString()).toBe("2026-03-13T23:00:00.000Z");
  });

  it("keeps Berlin midnight across the change to summer time", () => {
    // Friday 27 March 2026; clocks go forward on Sunday 29 March, so Monday starts at 22:00 UTC.
    const now = new Date("2026-03-27T12:00:00Z");
    expect(eventWindow({ now, filters: "next_3_days" }).to?.toISOString()).toBe("2026-03-29T22:00:00.000Z");
  });

  it("weekend on a weekday covers the coming Saturday and Sunday", () => {
    const now = new Date("2026-03-11T09:15:00Z");
    expect(iso(eventWindow({ now, filters: "weekend" }))).toEqual({ from: "2026-03-13T23:00:00.000Z", to: "2026-03-15T23:00:00.000Z" });
  });

  it("weekend on a Sunday is the rest of this weekend", () => {
    const now = new Date("2026-03-15T10:00:00Z");
    expect(iso(eventWindow({ now, filters: "weekend" }))).toEqual({ from: "2026-03-15T10:00:00.000Z", to: "2026-03-15T23:00:00.000Z" });
  });

  it("weekend on a Saturday starts now", () => {
    const now = new Date("2026-03-14T15:00:00Z");
    expect(iso(eventWindow({ now, filters: "weekend" }))).toEqual({ from: "2026-03-14T15:00:00.000Z", to: "2026-03-15T23:00:00.000Z" });
  });

  it("editor dates narrow the window, date_to inclusive, never into the past", () => {
    const now = new Date("2026-03-11T09:15:00Z");
    expect(iso(eventWindow({ now, filters: "", date_from: "2026-04-01", date_to: "2026-04-30" }))).toEqual({
      from: "2026-03-31T22:00:00.000Z",
      to: "2026-04-30T22:00:00.000Z",
    });
    expect(eventWindow({ now, filters: "", date_from: "2026-01-01" }).from.toISOString()).toBe("2026-03-11T09:15:00.000Z");
  });

  it("a filter and editor dates intersect", () => {
    const now = new Date("2026-03-11T09:15:00Z");
    expect(eventWindow({ now, filters: "weekend", date_to: "2026-03-14" }).to?.toISOString()).toBe("2026-03-14T23:00:00.000Z");
  });
});

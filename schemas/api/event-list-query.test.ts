import { describe, expect, it } from "vitest";
import { EVENT_FILTER_KEYS, EVENT_LIST_VALUE_CHECKS } from "./event-list-filters";
import { eventListQuerySchema, isValidEventListQuery } from "./event-list-query";

const valid = (query: string) => isValidEventListQuery(new URLSearchParams(query));

describe("the event-list query", () => {
  it("reads a real DD-MM-YYYY day as the ISO day and each filter key as one id (type also a slug)", () => {
    expect(eventListQuerySchema.parse({ date: "29-02-2028", room: "3", type: "fuehrung", tag: "12", series: "4", genre: "5" })).toEqual({
      date: "2028-02-29", room: 3, type: { slug: "fuehrung" }, tag: 12, series: 4, genre: 5,
    });
    expect(eventListQuerySchema.parse({ type: "7" })).toEqual({ type: { id: 7 } });
  });

  it("ignores unknown keys and takes the last value of a repeated key", () => {
    expect(valid("")).toBe(true);
    expect(valid("room=3&overlay=true&utm_source=newsletter")).toBe(true);
    expect(valid("tag=x&tag=2")).toBe(true);
    expect(valid("tag=2&tag=x")).toBe(false);
  });

  it("refuses comma lists, as the spec knows one id per key", () => {
    expect(valid("room=3,7")).toBe(false);
    expect(valid("genre=4,5")).toBe(false);
    expect(eventListQuerySchema.safeParse({ room: "3,7" }).error?.issues[0]).toMatchObject({ path: ["room"], message: "invalid_number" });
  });

  it("refuses impossible or wrongly written days and ids that are no plain positive numbers", () => {
    for (const query of ["date=31-02-2026", "date=2026-05-01", "date=1-5-2026", "room=foyer", "room=0", "tag=1e3", "series=%207", "genre=", "type=", "type=Führung", "room=1234567890"]) {
      expect(valid(query), query).toBe(false);
    }
    expect(eventListQuerySchema.safeParse({ date: "31-02-2026" }).error?.issues[0]).toMatchObject({ path: ["date"], message: "invalid_date" });
  });
});

describe("the event-list rules without zod (the browser's)", () => {
  const VALUES = [
    "", "0", "1", "7", "007", "123456789", "1234567890", "1e3", " 7", "7 ", "0x10", "-3", "3,7", "3.0", "foyer", "fuehrung", "lange-nacht-2026",
    "Führung", "a--b", "-a", "a-", "x".repeat(128), "x".repeat(129), "29-02-2028", "29-02-2026", "31-02-2026", "01-05-2026", "1-5-2026", "2026-05-01", "00-01-2026", "31-12-9999",
  ];

  it("accepts exactly the values the schema accepts, for every key", () => {
    for (const key of [...EVENT_FILTER_KEYS, "date"] as const) {
      for (const value of VALUES) {
        expect(EVENT_LIST_VALUE_CHECKS[key](value), `${key}=${value}`).toBe(eventListQuerySchema.shape[key].safeParse(value).success);
      }
    }
  });
});

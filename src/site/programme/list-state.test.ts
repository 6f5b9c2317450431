import { describe, expect, it } from "vitest";
import { hasFilters, parseListState, serializeListState } from "./list-state";

const parse = (query: string) => parseListState(new URLSearchParams(query));

describe("event list URL state", () => {
  it("reads date and filters and ignores unknown keys", () => {
    expect(parse("date=14-03-2030&room=3&type=ausstellung&utm_source=x")).toEqual({ date: "14-03-2030", filters: { room: "3", type: "ausstellung" } });
  });
  it("drops malformed values", () => {
    expect(parse("date=31-02-2030&room=abc&tag=0&series=1e3")).toEqual({ date: undefined, filters: {} });
  });
  it("serialises in a fixed key order and round-trips", () => {
    const state = { date: "01-05-2030", filters: { genre: "2", room: "7" } };
    expect(serializeListState(state)).toBe("date=01-05-2030&room=7&genre=2");
    expect(parse(serializeListState(state))).toEqual({ date: "01-05-2030", filters: { room: "7", genre: "2" } });
  });
  it("gives an empty query for the default state", () => {
    expect(serializeListState({ filters: {} })).toBe("");
    expect(hasFilters({ filters: {} })).toBe(false);
    expect(hasFilters({ filters: { tag: "4" } })).toBe(true);
  });
});

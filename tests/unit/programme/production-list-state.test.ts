import { describe, expect, it } from "vitest";
import {
  hasProductionFilters, parseProductionState, productionApiQuery, serializeProductionState, withFilter,
} from "@/site/programme/production-list-state";

const parse = (query: string) => parseProductionState(new URLSearchParams(query));

describe("productions list URL state", () => {
  it("reads season, exhibition_type, tag, date and page and ignores unknown keys", () => {
    expect(parse("season=2&exhibition_type=ausstellung&tag=5&date=01-09-2030&page=3&room=4&utm_campaign=x")).toEqual({
      date: "01-09-2030", filters: { season: "2", exhibition_type: "ausstellung", tag: "5" }, page: 3,
    });
  });
  it("drops malformed values and treats page 1 as the default", () => {
    expect(parse("season=abc&exhibition_type=Not%20A%20Slug&tag=0&date=30-02-2030&page=0")).toEqual({ date: undefined, filters: {}, page: undefined });
    expect(parse("page=1").page).toBeUndefined();
    expect(parse("page=-2").page).toBeUndefined();
  });
  it("serialises in a fixed order and round-trips", () => {
    const state = { date: "15-10-2030", filters: { tag: "9", season: "1" }, page: 2 };
    expect(serializeProductionState(state)).toBe("date=15-10-2030&season=1&tag=9&page=2");
    expect(parse(serializeProductionState(state))).toEqual({ date: "15-10-2030", filters: { season: "1", tag: "9" }, page: 2 });
    expect(serializeProductionState({ filters: {} })).toBe("");
  });
  it("asks the API from today unless a date is chosen", () => {
    expect(productionApiQuery({ filters: { season: "3" } }, "21-11-2026")).toBe("date=21-11-2026&season=3");
    expect(productionApiQuery({ date: "01-01-2031", filters: {} }, "21-11-2026")).toBe("date=01-01-2031");
  });
  it("goes back to the first page when a filter changes", () => {
    const next = withFilter({ filters: { tag: "2" }, page: 4 }, "season", "7");
    expect(next).toEqual({ filters: { tag: "2", season: "7" }, page: undefined });
    expect(hasProductionFilters(next)).toBe(true);
    expect(hasProductionFilters(withFilter({ filters: { tag: "2" } }, "tag", undefined))).toBe(false);
  });
});

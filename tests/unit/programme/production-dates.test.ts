import { describe, expect, it } from "vitest";
import { formatRun, openingDays } from "@/site/programme/production-dates";

describe("production runs and the days whose opening hours a production shows", () => {
  it("formats a run in each language, a single day alone and nothing when undated", () => {
    expect(formatRun("2030-03-14", "2030-05-02", "de")).toBe("14. März 2030 – 2. Mai 2030");
    expect(formatRun("2030-03-14", "2030-05-02", "en")).toBe("14 March 2030 – 2 May 2030");
    expect(formatRun("2030-03-14", "2030-03-14", "de")).toBe("14. März 2030");
    expect(formatRun(null, null, "en")).toBe("");
  });
  it("shows a week from today for a running production, from its start for a coming one", () => {
    expect(openingDays("2030-01-01", "2030-12-31", "2030-03-14")).toEqual(["2030-03-14", "2030-03-15", "2030-03-16", "2030-03-17", "2030-03-18", "2030-03-19", "2030-03-20"]);
    expect(openingDays("2030-04-01", null, "2030-03-14", 2)).toEqual(["2030-04-01", "2030-04-02"]);
  });
  it("stops at the production's end and shows nothing once it is over or undated", () => {
    expect(openingDays("2030-01-01", "2030-03-15", "2030-03-14")).toEqual(["2030-03-14", "2030-03-15"]);
    expect(openingDays("2030-01-01", "2030-03-01", "2030-03-14")).toEqual([]);
    expect(openingDays(null, null, "2030-03-14")).toEqual([]);
  });
});

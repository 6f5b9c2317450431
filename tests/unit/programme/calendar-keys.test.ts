import { describe, expect, it } from "vitest";
import { nextFocusDay } from "@/site/programme/calendar-keys";

describe("calendar grid keys (WAI-ARIA date grid)", () => {
  // 2030-03-14 is a Thursday.
  it("moves by day and by week across month ends", () => {
    expect(nextFocusDay("2030-03-14", "ArrowRight")).toBe("2030-03-15");
    expect(nextFocusDay("2030-03-14", "ArrowLeft")).toBe("2030-03-13");
    expect(nextFocusDay("2030-03-31", "ArrowRight")).toBe("2030-04-01");
    expect(nextFocusDay("2030-03-28", "ArrowDown")).toBe("2030-04-04");
    expect(nextFocusDay("2030-03-03", "ArrowUp")).toBe("2030-02-24");
  });
  it("goes to Monday with Home and Sunday with End", () => {
    expect(nextFocusDay("2030-03-14", "Home")).toBe("2030-03-11");
    expect(nextFocusDay("2030-03-14", "End")).toBe("2030-03-17");
    expect(nextFocusDay("2030-03-11", "Home")).toBe("2030-03-11");
    expect(nextFocusDay("2030-03-17", "End")).toBe("2030-03-17");
  });
  it("moves by month with PageUp/PageDown and by year with Shift, keeping the day where it exists", () => {
    expect(nextFocusDay("2030-03-14", "PageDown")).toBe("2030-04-14");
    expect(nextFocusDay("2030-03-14", "PageUp")).toBe("2030-02-14");
    expect(nextFocusDay("2030-01-31", "PageDown")).toBe("2030-02-28");
    expect(nextFocusDay("2030-12-15", "PageDown")).toBe("2031-01-15");
    expect(nextFocusDay("2030-03-14", "PageDown", true)).toBe("2031-03-14");
    expect(nextFocusDay("2032-02-29", "PageUp", true)).toBe("2031-02-28");
  });
  it("leaves other keys to the browser", () => {
    expect(nextFocusDay("2030-03-14", "Enter")).toBeNull();
    expect(nextFocusDay("2030-03-14", "Tab")).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { createOpeningHoursSchema } from "./opening-hours";
import { createOpeningHoursExceptionSchema } from "./opening-hours-exception";
import { createRedirectSchema } from "./redirect";
import { createBreakingNewsSchema } from "./breaking-news";

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join("."), issue.message]) ?? [];

describe("opening hours", () => {
  it("needs both times on an open day, in order", () => {
    expect(issues(createOpeningHoursSchema.safeParse({ weekday: 2 }))).toEqual([["time_from", "required"], ["time_to", "required"]]);
    expect(issues(createOpeningHoursSchema.safeParse({ weekday: 2, time_from: "18:00", time_to: "10:00" }))).toEqual([["time_to", "date_order"]]);
    expect(createOpeningHoursSchema.safeParse({ weekday: 2, time_from: "10:00", time_to: "18:00" }).success).toBe(true);
  });

  it("needs no times on a closed day and refuses weekday 0 and 25:00", () => {
    expect(createOpeningHoursExceptionSchema.safeParse({ date: "2026-12-24", closed: true }).success).toBe(true);
    expect(issues(createOpeningHoursSchema.safeParse({ weekday: 0, closed: true }))).toEqual([["weekday", "invalid_choice"]]);
    expect(issues(createOpeningHoursExceptionSchema.safeParse({ date: "2026-02-30", time_from: "25:00", time_to: "26:00" })))
      .toEqual([["date", "invalid_date"], ["time_from", "invalid"], ["time_to", "invalid"]]);
  });
});

describe("redirects", () => {
  it("takes a site path to a site path or an external URL", () => {
    expect(createRedirectSchema.safeParse({ old_path: "/de/alt", new_path: "/de/neu" }).success).toBe(true);
    expect(createRedirectSchema.safeParse({ old_path: "/de/alt", new_path: "https://example.org/x" }).success).toBe(true);
  });

  it("refuses relative, scheme-relative and javascript targets", () => {
    expect(issues(createRedirectSchema.safeParse({ old_path: "de/alt", new_path: "//evil.example" }))).toEqual([
      ["old_path", "invalid_url"], ["new_path", "invalid_url"],
    ]);
    expect(issues(createRedirectSchema.safeParse({ old_path: "/a", new_path: "javascript:alert(1)" }))).toEqual([["new_path", "invalid_url"]]);
  });
});

describe("breaking news", () => {
  it("refuses a window that ends before it starts", () => {
    const result = createBreakingNewsSchema.safeParse({
      title: { de: "Heute geschlossen", en: "Closed today" },
      active_from: "2026-05-02T00:00:00Z",
      active_to: "2026-05-01T00:00:00Z",
    });
    expect(issues(result)).toEqual([["active_to", "date_order"]]);
  });
});

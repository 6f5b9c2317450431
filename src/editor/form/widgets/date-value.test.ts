import { describe, expect, it } from "vitest";
import { fromDateInput, fromDateTimeInput, toDateInput, toDateTimeInput } from "./date-value";

describe("date inputs and ISO strings", () => {
  it("shows an ISO date in a date input and reads it back", () => {
    expect(toDateInput("2026-05-01")).toBe("2026-05-01");
    expect(toDateInput("2026-05-01T10:00:00Z")).toBe("2026-05-01");
    expect(toDateInput(undefined)).toBe("");
    expect(fromDateInput("2026-05-01")).toBe("2026-05-01");
    expect(fromDateInput("")).toBeUndefined();
  });

  it("round-trips a datetime through the local datetime-local value", () => {
    const iso = "2026-05-01T08:30:00.000Z";
    const local = toDateTimeInput(iso);
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(fromDateTimeInput(local)).toBe(iso);
    expect(toDateTimeInput("not a date")).toBe("");
    expect(fromDateTimeInput("")).toBeUndefined();
  });
});

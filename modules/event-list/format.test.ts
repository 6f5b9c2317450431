import { describe, expect, it } from "vitest";
import { formatEventDate } from "./format";

describe("event date formatting", () => {
  it("shows the Berlin day, which may differ from the UTC day", () => {
    expect(formatEventDate("2026-03-14T23:30:00Z", "de")).toBe("So., 15. März 2026");
    expect(formatEventDate("2026-03-14T23:30:00Z", "en")).toBe("Sun, 15 March 2026");
  });

  it("shows the day and month in Latin when the list asks for Latin names, in either language", () => {
    expect(formatEventDate("2026-03-14T23:30:00Z", "de", "la")).toBe("Sol., 15. Martii 2026");
    expect(formatEventDate("2026-07-14T18:30:00Z", "en", "la")).toBe("Mart., 14. Iulii 2026");
  });
});

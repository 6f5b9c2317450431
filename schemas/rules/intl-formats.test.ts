import { describe, expect, it } from "vitest";
import { dateTimeFormat } from "./intl-formats";

describe("dateTimeFormat", () => {
  const options = { timeZone: "Europe/Berlin", hour: "2-digit", minute: "2-digit" } as const;

  it("formats as a new Intl.DateTimeFormat with the same locale and options would", () => {
    const instant = new Date("2026-07-01T17:30:00Z");
    expect(dateTimeFormat("de-DE", options).format(instant)).toBe(new Intl.DateTimeFormat("de-DE", options).format(instant));
    expect(dateTimeFormat("de-DE", options).format(instant)).toBe("19:30");
  });

  it("keeps one format per locale and options, built once", () => {
    expect(dateTimeFormat("de-DE", { ...options })).toBe(dateTimeFormat("de-DE", options));
    expect(dateTimeFormat("en-GB", options)).not.toBe(dateTimeFormat("de-DE", options));
    expect(dateTimeFormat("de-DE", { ...options, second: "2-digit" })).not.toBe(dateTimeFormat("de-DE", options));
  });
});

import { describe, expect, it } from "vitest";
import { preferredLocale } from "@/server/site/request-lang";

describe("preferredLocale", () => {
  it("picks the highest-ranked of our languages", () => {
    expect(preferredLocale("en-GB,en;q=0.9,de;q=0.8")).toBe("en");
    expect(preferredLocale("fr-CH, fr;q=0.9, de;q=0.7, en;q=0.8")).toBe("en");
    expect(preferredLocale("de-AT")).toBe("de");
  });

  it("ignores refused (q=0) and unknown languages", () => {
    expect(preferredLocale("en;q=0, de;q=0.1")).toBe("de");
    expect(preferredLocale("fr, it")).toBeNull();
    expect(preferredLocale("")).toBeNull();
    expect(preferredLocale(null)).toBeNull();
  });

  it("keeps the header's order between equal weights", () => {
    expect(preferredLocale("en, de")).toBe("en");
    expect(preferredLocale("*, de;q=0.5")).toBe("de");
  });
});

import { describe, expect, it } from "vitest";
import { slugSchema, slugify } from "./common";
import { createEventSchema, updateEventSchema } from "./event";

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("slug rule", () => {
  it.each(["lange-nacht", "a", "2026", "jahres-programm-2026"])("accepts %s", (slug) => {
    expect(slugSchema.safeParse(slug).success).toBe(true);
  });

  it.each(["Lange-Nacht", "lange_nacht", "lange nacht", "-lange", "lange-", "lange--nacht", "über"])("refuses %s", (slug) => {
    expect(messages(slugSchema.safeParse(slug))).toEqual(["invalid"]);
  });

  it("calls a blank slug required", () => {
    expect(messages(slugSchema.safeParse("  "))).toEqual(["required"]);
  });

  it("proposes valid slugs for German titles", () => {
    expect(slugify("Über uns & Straßenfest  2026!")).toBe("ueber-uns-strassenfest-2026");
    expect(slugify("Café Noël")).toBe("cafe-noel");
    expect(slugSchema.safeParse(slugify("  --Ärger  ")).success).toBe(true);
  });
});

describe("entity schemas", () => {
  const event = {
    name: { de: "Lange Nacht", en: "Long Night" },
    slug: { de: "lange-nacht", en: "long-night" },
    date_start: "2026-05-01T18:00:00+02:00",
  };

  it("accepts a minimal event and keeps unset flags unset (the column default applies)", () => {
    const result = createEventSchema.parse(event);
    expect(result.is_online).toBeUndefined();
    expect(result.name.en).toBe("Long Night");
  });

  it("calls a missing translation of a title required", () => {
    const result = createEventSchema.safeParse({ ...event, name: { de: "Lange Nacht", en: " " } });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["name.en", "required"]]);
  });

  it("refuses an end before the start", () => {
    const result = createEventSchema.safeParse({ ...event, date_end: "2026-05-01T17:00:00+02:00" });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["date_end", "date_order"]]);
  });

  it("compares instants, not strings, across offsets", () => {
    // 16:30Z is 18:30 in Berlin: after the start although the string sorts before it.
    expect(createEventSchema.safeParse({ ...event, date_end: "2026-05-01T16:30:00Z" }).success).toBe(true);
  });

  it("does not fill defaults into an update", () => {
    expect(updateEventSchema.parse({ ticket_url: "https://tickets.example.org/1" })).toEqual({
      ticket_url: "https://tickets.example.org/1",
    });
  });
});

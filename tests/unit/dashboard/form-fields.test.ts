import { describe, expect, it } from "vitest";
import { ENTITY_KEYS, entityFields } from "@schemas/entities/entity-kinds";
import { acceptsNull, fieldMetaOf, localizedValueSchema } from "@schemas/rules/field-shape";
import { parseListQuery } from "@/dashboard/list-query";
import { adminMenus, dashboardUrl } from "@/server/auth/admin-menus";

describe("the change forms are generated from the update schemas", () => {
  it.each(ENTITY_KEYS)("every field of %s has a label in both languages and a widget", (key) => {
    for (const [name, schema] of Object.entries(entityFields(key))) {
      const found = fieldMetaOf(schema);
      expect(found, `${key}.${name}`).not.toBeNull();
      expect(found!.meta.label.de && found!.meta.label.en, `${key}.${name}`).toBeTruthy();
    }
  });

  it("finds the translated fields and the value schema of each language", () => {
    const fields = entityFields("events");
    const name = localizedValueSchema(fields.name!);
    expect(name).not.toBeNull();
    expect(name!.de.safeParse("").success).toBe(false);
    expect(localizedValueSchema(fields.subline!)!.en.safeParse("").success).toBe(true);
    expect(localizedValueSchema(fields.ticket_url!)).toBeNull();
    expect(localizedValueSchema(fields.contributors!)).toBeNull();
  });

  it("clears optional links, dates and references with null, never a required field", () => {
    const fields = entityFields("events");
    expect(acceptsNull(fields.ticket_url!)).toBe(true);
    expect(acceptsNull(fields.venue_id!)).toBe(true);
    expect(acceptsNull(fields.date_start!)).toBe(false);
    expect(acceptsNull(fields.name!)).toBe(false);
  });
});

describe("dashboard addresses and list queries", () => {
  it("links every admin menu entry to its dashboard list, admin-only ones for admins", () => {
    const editor = adminMenus("editor", "de").map((menu) => menu.key);
    expect(editor).toEqual(expect.arrayContaining(["events", "productions", "series", "magazine", "people", "venues", "forms", "pages", "media"]));
    expect(editor).not.toContain("users");
    expect(adminMenus("admin", "en").find((menu) => menu.key === "users")?.url).toBe("/en/dashboard/users/");
    expect(dashboardUrl("de", "events", 12)).toBe("/de/dashboard/events/12/");
  });

  it("reads ?q, ?page and ?view leniently", () => {
    expect(parseListQuery({ q: "  Nacht ", page: "3" })).toEqual({ q: "Nacht", page: 3, view: "list" });
    expect(parseListQuery({ page: "abc", view: "bin" })).toEqual({ q: undefined, page: 1, view: "list" });
    expect(parseListQuery({ page: "100000", q: ["a", "b"], view: "trash" })).toEqual({ q: "a", page: 1, view: "trash" });
    expect(parseListQuery({ q: "x".repeat(500) }).q).toHaveLength(200);
  });
});

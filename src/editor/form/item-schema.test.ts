import { describe, expect, it } from "vitest";
import { z } from "zod";
import { faq } from "@modules/faq/schema";
import { acceptsUndefined, listItemFields, unwrapSchema } from "./item-schema";
import { linkSchema } from "@schemas/rules/link";
import { requiredText } from "@schemas/rules/text";

describe("list item schemas", () => {
  it("finds the fields of a FAQ entry under default([])", () => {
    expect(Object.keys(listItemFields(faq.fields.children) ?? {})).toEqual(["question", "answer"]);
  });

  it("is null for fields that are not lists of objects", () => {
    expect(listItemFields(z.string())).toBeNull();
    expect(listItemFields(z.array(z.string()))).toBeNull();
  });

  it("unwraps optional and default", () => {
    const inner = z.string();
    expect(unwrapSchema(inner.optional().default("x"))).toBe(inner);
  });

  it("tells optional fields (stored as nothing when emptied) from required ones", () => {
    expect(acceptsUndefined(linkSchema.optional())).toBe(true);
    expect(linkSchema.optional().safeParse("").success).toBe(false);
    expect(acceptsUndefined(requiredText())).toBe(false);
  });
});

describe("image field labels", () => {
  it("keeps each image field's own label", async () => {
    const { getFieldMeta } = await import("@schemas/rules/field");
    const { image } = await import("@modules/image/schema");
    await import("@modules/logo-list/schema");
    expect(getFieldMeta(image.fields.image)?.label.de).toBe("Bild");
  });
});

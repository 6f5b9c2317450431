import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { highlightTeaser } from "./schema";

const base = { id: "h1", type: "highlight_teaser", categories: [2] };
const messages = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));

describe("highlight_teaser schema", () => {
  it("accepts one or more category ids", () => {
    expect(highlightTeaser.schema.safeParse(base).success).toBe(true);
    expect(highlightTeaser.schema.safeParse({ ...base, categories: [2, 5], headline: "Neu im Magazin" }).success).toBe(true);
  });

  it("requires at least one category", () => {
    expect(messages(highlightTeaser.schema.safeParse({ ...base, categories: [] }))).toEqual({ categories: "required" });
    expect(messages(highlightTeaser.schema.safeParse({ ...base, categories: undefined }))).toEqual({ categories: "required" });
  });

  it("refuses a category that is not an id", () => {
    expect(messages(highlightTeaser.schema.safeParse({ ...base, categories: [0] }))).toEqual({ "categories.0": "invalid" });
  });
});

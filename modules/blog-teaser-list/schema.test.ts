import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { fieldErrors } from "@schemas/rules/messages";
import { blogTeaserList } from "./schema";

const base = { id: "b1", type: "blog_teaser_list", items: 3 };
const messages = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));

describe("blog_teaser_list schema", () => {
  it("accepts 1 and 8 items", () => {
    expect(blogTeaserList.schema.safeParse({ ...base, items: 1 }).success).toBe(true);
    expect(blogTeaserList.schema.safeParse({ ...base, items: 8, category: 2 }).success).toBe(true);
  });

  it("refuses 0 as too small and 9 as too big, with the bound in the message", () => {
    expect(messages(blogTeaserList.schema.safeParse({ ...base, items: 0 }))).toEqual({ items: "too_small" });
    const big = blogTeaserList.schema.safeParse({ ...base, items: 9 });
    expect(messages(big)).toEqual({ items: "too_big" });
    expect(big.success ? {} : fieldErrors(big.error, "en")).toEqual({ items: ["At most 8."] });
  });

  it("requires items, and it must be a whole number", () => {
    expect(messages(blogTeaserList.schema.safeParse({ ...base, items: undefined }))).toEqual({ items: "required" });
    expect(messages(blogTeaserList.schema.safeParse({ ...base, items: 2.5 }))).toEqual({ items: "invalid_number" });
    expect(messages(blogTeaserList.schema.safeParse({ ...base, items: "3" }))).toEqual({ items: "invalid_number" });
  });

  it("refuses a category that is not an id", () => {
    expect(messages(blogTeaserList.schema.safeParse({ ...base, category: -1 }))).toEqual({ category: "invalid" });
  });
});

import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { teaserList } from "./schema";

const item = { id: "i1", headline: "Lange Nacht" };
const base = { id: "l1", type: "teaser_list", extra_class: "slider", children: [item] };
const messages = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));

describe("teaser_list schema", () => {
  it("accepts a slider and a list", () => {
    expect(teaserList.schema.safeParse(base).success).toBe(true);
    expect(teaserList.schema.safeParse({ ...base, extra_class: "list" }).success).toBe(true);
  });

  it("requires extra_class and refuses an unknown one", () => {
    expect(messages(teaserList.schema.safeParse({ ...base, extra_class: undefined }))).toEqual({ extra_class: "required" });
    expect(messages(teaserList.schema.safeParse({ ...base, extra_class: "masonry" }))).toEqual({ extra_class: "invalid_choice" });
  });

  it("checks every item with the teaser item's rules", () => {
    expect(messages(teaserList.schema.safeParse({ ...base, children: [{ id: "i1", headline: "" }] }))).toEqual({ "children.0.headline": "required" });
    const late = { ...item, online_from: "2026-03-02T00:00:00Z", online_to: "2026-03-01T00:00:00Z" };
    expect(messages(teaserList.schema.safeParse({ ...base, children: [late] }))).toEqual({ "children.0.online_to": "date_order" });
  });

  it("requires an id on every item", () => {
    expect(messages(teaserList.schema.safeParse({ ...base, children: [{ headline: "Ohne Id" }] }))).toHaveProperty(["children.0.id"]);
  });
});

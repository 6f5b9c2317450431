import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { DESCRIPTION_MAX } from "@schemas/rules/text";
import { teaserItem } from "./schema";

const base = { id: "t1", type: "teaser_item", headline: "Lange Nacht" };
const messages = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));

describe("teaser_item schema", () => {
  it("accepts a teaser with only a headline", () => {
    expect(teaserItem.schema.safeParse(base).success).toBe(true);
  });

  it("requires a headline, and blank counts as missing", () => {
    expect(messages(teaserItem.schema.safeParse({ ...base, headline: undefined }))).toEqual({ headline: "required" });
    expect(messages(teaserItem.schema.safeParse({ ...base, headline: "   " }))).toEqual({ headline: "required" });
  });

  it("allows a text of DESCRIPTION_MAX characters and refuses one more", () => {
    expect(teaserItem.schema.safeParse({ ...base, text: "a".repeat(DESCRIPTION_MAX) }).success).toBe(true);
    expect(messages(teaserItem.schema.safeParse({ ...base, text: "a".repeat(DESCRIPTION_MAX + 1) }))).toEqual({ text: "too_long" });
  });

  it("accepts a site path as link and refuses a javascript: link", () => {
    expect(teaserItem.schema.safeParse({ ...base, link: "/de/besuch" }).success).toBe(true);
    expect(messages(teaserItem.schema.safeParse({ ...base, link: "javascript:alert(1)" }))).toEqual({ link: "invalid_url" });
  });

  it("accepts a window that ends after it starts", () => {
    const result = teaserItem.schema.safeParse({ ...base, online_from: "2026-03-01T10:00:00Z", online_to: "2026-03-02T10:00:00Z" });
    expect(result.success).toBe(true);
  });

  it("refuses a window that ends before or when it starts, on online_to", () => {
    const before = teaserItem.schema.safeParse({ ...base, online_from: "2026-03-02T10:00:00Z", online_to: "2026-03-01T10:00:00Z" });
    expect(messages(before)).toEqual({ online_to: "date_order" });
    const same = teaserItem.schema.safeParse({ ...base, online_from: "2026-03-02T10:00:00+01:00", online_to: "2026-03-02T09:00:00Z" });
    expect(messages(same)).toEqual({ online_to: "date_order" });
  });

  it("refuses a date that is not an ISO date-time", () => {
    expect(messages(teaserItem.schema.safeParse({ ...base, online_from: "01-03-2026" }))).toEqual({ online_from: "invalid_date" });
  });
});

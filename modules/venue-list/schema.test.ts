import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { venueList } from "./schema";

const base = { id: "vl1", type: "venue_list", children: [{ id: "a", venue: 4 }] };
const messages = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));

describe("venue_list schema", () => {
  it("accepts items with a venue id", () => {
    expect(venueList.schema.safeParse({ ...base, headline: "Unsere Häuser" }).success).toBe(true);
  });

  it("requires the venue of every item", () => {
    expect(messages(venueList.schema.safeParse({ ...base, children: [{ id: "a" }] }))).toEqual({ "children.0.venue": "required" });
  });

  it("refuses an item venue that is not an id", () => {
    expect(messages(venueList.schema.safeParse({ ...base, children: [{ id: "a", venue: "4" }] }))).toEqual({ "children.0.venue": "invalid" });
  });
});


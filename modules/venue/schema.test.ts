import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { venue } from "./schema";

const base = { id: "v1", type: "venue", venue: 4 };
const messages = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));

describe("venue schema", () => {
  it("accepts a venue id", () => {
    expect(venue.schema.safeParse(base).success).toBe(true);
  });

  it("requires the venue", () => {
    expect(messages(venue.schema.safeParse({ ...base, venue: undefined }))).toEqual({ venue: "required" });
    expect(messages(venue.schema.safeParse({ ...base, venue: null }))).toEqual({ venue: "required" });
  });

  it("refuses a value that is not a venue id", () => {
    expect(messages(venue.schema.safeParse({ ...base, venue: "Saal 3" }))).toEqual({ venue: "invalid" });
    expect(messages(venue.schema.safeParse({ ...base, venue: 0 }))).toEqual({ venue: "invalid" });
  });
});

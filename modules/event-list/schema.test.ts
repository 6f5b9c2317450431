import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { eventList } from "./schema";

const base = { id: "e1", type: "event_list" };
const messages = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));

describe("event_list schema", () => {
  it("needs no field: an empty list shows all upcoming events", () => {
    const result = eventList.schema.safeParse(base);
    expect(result.success && result.data).toMatchObject({ filters: "", children: [] });
  });

  it("accepts ISO dates and refuses other formats", () => {
    expect(eventList.schema.safeParse({ ...base, date_from: "2026-03-01", date_to: "2026-03-31" }).success).toBe(true);
    expect(messages(eventList.schema.safeParse({ ...base, date_from: "01-03-2026" }))).toEqual({ date_from: "invalid_date" });
    expect(messages(eventList.schema.safeParse({ ...base, date_to: "2026-02-30" }))).toEqual({ date_to: "invalid_date" });
  });

  it("allows a one-day range and refuses date_to before date_from", () => {
    expect(eventList.schema.safeParse({ ...base, date_from: "2026-03-01", date_to: "2026-03-01" }).success).toBe(true);
    expect(messages(eventList.schema.safeParse({ ...base, date_from: "2026-03-02", date_to: "2026-03-01" }))).toEqual({ date_to: "date_order" });
  });

  it("accepts the two quick filters and refuses others", () => {
    expect(eventList.schema.safeParse({ ...base, filters: "next_3_days" }).success).toBe(true);
    expect(eventList.schema.safeParse({ ...base, filters: "weekend" }).success).toBe(true);
    expect(messages(eventList.schema.safeParse({ ...base, filters: "tomorrow" }))).toEqual({ filters: "invalid_choice" });
  });

  it("takes tag and picked events as positive ids", () => {
    expect(eventList.schema.safeParse({ ...base, tag: 3, children: [1, 2] }).success).toBe(true);
    expect(messages(eventList.schema.safeParse({ ...base, tag: 0 }))).toEqual({ tag: "invalid" });
    expect(messages(eventList.schema.safeParse({ ...base, children: ["x"] }))).toEqual({ "children.0": "invalid" });
  });
});

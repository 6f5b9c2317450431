import { describe, expect, it } from "vitest";
import { fieldErrors } from "@schemas/rules/messages";
import { DESCRIPTION_MAX } from "@schemas/rules/text";
import { issuesOf } from "../../tests/helpers/schema-issues";
import { text } from "./schema";

const base = { id: "m1", type: "text", content: "<p>Willkommen im Museum.</p>" };

describe("text module schema", () => {
  it("accepts rich text and fills the checkbox default", () => {
    const parsed = text.schema.parse(base);
    expect(parsed.decrease_distance).toBe(false);
  });

  it("requires content (000 §5 required fields), also when only blanks are sent", () => {
    expect(issuesOf(text.schema, { ...base, content: "   " })).toEqual([{ path: "content", message: "required" }]);
    expect(issuesOf(text.schema, { id: "m1", type: "text" })).toEqual([{ path: "content", message: "required" }]);
  });

  it("shows the spec's required message", () => {
    const result = text.schema.safeParse({ ...base, content: "" });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error, "en").content).toEqual(["This field is required!"]);
  });

  it("allows at most 3000 characters of description text", () => {
    expect(issuesOf(text.schema, { ...base, content: "a".repeat(DESCRIPTION_MAX) })).toEqual([]);
    expect(issuesOf(text.schema, { ...base, content: "a".repeat(DESCRIPTION_MAX + 1) })).toEqual([{ path: "content", message: "too_long" }]);
  });

  it("refuses an anchor that cannot be an id", () => {
    expect(issuesOf(text.schema, { ...base, anchor: "opening-hours" })).toEqual([]);
    expect(issuesOf(text.schema, { ...base, anchor: "#1 hours" })).toEqual([{ path: "anchor", message: "invalid" }]);
  });
});

import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { anchorHref, anchorList } from "./schema";

const base = { id: "a1", type: "anchor_list", children: [{ id: "x", link_text: "Tickets", anchor: "#tickets" }] };
const messages = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));

describe("anchor_list schema", () => {
  it("accepts jump links with and without the leading #", () => {
    const result = anchorList.schema.safeParse({ ...base, children: [...base.children, { id: "y", link_text: "Anfahrt", anchor: "anfahrt" }] });
    expect(result.success && result.data.sticky).toBe(false);
  });

  it("requires link text and anchor on every item", () => {
    const result = anchorList.schema.safeParse({ ...base, children: [{ id: "x", link_text: "", anchor: "" }] });
    expect(messages(result)).toEqual({ "children.0.link_text": "required", "children.0.anchor": "required" });
  });

  it("refuses an anchor that is not an id (a URL, spaces, a leading digit)", () => {
    for (const anchor of ["https://example.org/#x", "#zwei worte", "#1st"]) {
      expect(messages(anchorList.schema.safeParse({ ...base, children: [{ id: "x", link_text: "X", anchor }] }))).toEqual({ "children.0.anchor": "invalid" });
    }
  });

  it("links to the anchor with exactly one #", () => {
    expect(anchorHref("#tickets")).toBe("#tickets");
    expect(anchorHref("tickets")).toBe("#tickets");
  });
});

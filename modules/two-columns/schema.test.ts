import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { fieldErrors } from "@schemas/rules/messages";
import { DESCRIPTION_MAX } from "@schemas/rules/text";
import { sanitizeRichText } from "./sanitize";
import { twoColumns } from "./schema";

const image = { src: "/media/room-3", width: 1200, height: 800, alt: "Saal 3" };
const base = { id: "c1", type: "two_columns", extra_class: "image-text", text: "<p>Saal 3 zeigt Grafik.</p>", image };
const messages = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));

describe("two_columns schema", () => {
  it("accepts both arrangements", () => {
    expect(twoColumns.schema.safeParse(base).success).toBe(true);
    expect(twoColumns.schema.safeParse({ ...base, extra_class: "text-image" }).success).toBe(true);
  });

  it("requires extra_class and refuses an unknown one", () => {
    expect(messages(twoColumns.schema.safeParse({ ...base, extra_class: undefined }))).toEqual({ extra_class: "required" });
    expect(messages(twoColumns.schema.safeParse({ ...base, extra_class: "image-image" }))).toEqual({ extra_class: "invalid_choice" });
  });

  it("requires text and an image", () => {
    expect(messages(twoColumns.schema.safeParse({ ...base, text: "" }))).toEqual({ text: "required" });
    const noImage = twoColumns.schema.safeParse({ ...base, image: undefined });
    expect(noImage.success ? {} : fieldErrors(noImage.error, "en")).toEqual({ image: ["This field is required!"] });
  });

  it("limits the text to DESCRIPTION_MAX characters", () => {
    expect(twoColumns.schema.safeParse({ ...base, text: "a".repeat(DESCRIPTION_MAX) }).success).toBe(true);
    expect(messages(twoColumns.schema.safeParse({ ...base, text: "a".repeat(DESCRIPTION_MAX + 1) }))).toEqual({ text: "too_long" });
  });
});

describe("two_columns rich text sanitising", () => {
  it("keeps formatting and safe links", () => {
    const html = '<h3>Grafik</h3><p><strong>Neu</strong> im <a href="https://example.org/saal" target="_blank">Saal</a></p>';
    expect(sanitizeRichText(html)).toBe(
      '<h3>Grafik</h3><p><strong>Neu</strong> im <a href="https://example.org/saal" target="_blank" rel="noopener noreferrer">Saal</a></p>',
    );
  });

  it("strips scripts, handlers, styles and javascript: links", () => {
    const html = '<p onclick="steal()" style="color:red">Hallo<script>steal()</script> <a href="javascript:steal()">Link</a></p>';
    expect(sanitizeRichText(html)).toBe("<p>Hallo <a>Link</a></p>");
  });
});

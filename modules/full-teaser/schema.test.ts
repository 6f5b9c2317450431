import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { CONTENT_RULE_SET } from "@schemas/rules/embeds";
import { fieldErrors } from "@schemas/rules/messages";
import { DESCRIPTION_MAX } from "@schemas/rules/text";
import { FULL_TEASER_TEXT_MAX, fullTeaser, fullTeaserText } from "./schema";

const image = { src: "/media/teaser-1", width: 1600, height: 1067, alt: "Skulptur im Park" };
const base = { id: "f1", type: "full_teaser", extra_class: "image-left", image, headline: "Der Skulpturenpark" };
const messages = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));

describe("full_teaser schema", () => {
  it("accepts each layout with image and headline", () => {
    for (const extra_class of ["image-left", "image-right", "fullscreen"]) {
      expect(fullTeaser.schema.safeParse({ ...base, extra_class }).success).toBe(true);
    }
  });

  it("requires extra_class and refuses an unknown layout", () => {
    expect(messages(fullTeaser.schema.safeParse({ ...base, extra_class: undefined }))).toEqual({ extra_class: "required" });
    expect(messages(fullTeaser.schema.safeParse({ ...base, extra_class: "image-top" }))).toEqual({ extra_class: "invalid_choice" });
  });

  it("requires a headline and an image", () => {
    expect(messages(fullTeaser.schema.safeParse({ ...base, headline: " " }))).toEqual({ headline: "required" });
    const noImage = fullTeaser.schema.safeParse({ ...base, image: undefined });
    expect(noImage.success ? {} : fieldErrors(noImage.error, "de")).toEqual({ image: ["Dieses Feld ist ein Pflichtfeld!"] });
  });

  it("allows DESCRIPTION_MAX characters of text in the current rule set, not one more", () => {
    expect(FULL_TEASER_TEXT_MAX.current).toBe(DESCRIPTION_MAX);
    expect(fullTeaserText("current").safeParse("a".repeat(DESCRIPTION_MAX)).success).toBe(true);
    const tooLong = fullTeaserText("current").safeParse("a".repeat(DESCRIPTION_MAX + 1));
    expect(tooLong.success ? undefined : tooLong.error.issues[0]?.message).toBe("too_long");
  });

  it("allows 256 characters of text in the legacy rule set, not 257", () => {
    expect(fullTeaserText("legacy").safeParse("a".repeat(256)).success).toBe(true);
    const tooLong = fullTeaserText("legacy").safeParse("a".repeat(257));
    expect(tooLong.success ? "" : fieldErrors(tooLong.error, "en")).toEqual({ _root: ["At most 256 characters."] });
  });

  it("applies the active rule set's limit in the module", () => {
    const max = FULL_TEASER_TEXT_MAX[CONTENT_RULE_SET];
    expect(fullTeaser.schema.safeParse({ ...base, text: "a".repeat(max) }).success).toBe(true);
    expect(messages(fullTeaser.schema.safeParse({ ...base, text: "a".repeat(max + 1) }))).toEqual({ text: "too_long" });
  });

  it("refuses a link that is neither a path nor a URL", () => {
    expect(fullTeaser.schema.safeParse({ ...base, link: "https://example.org/park" }).success).toBe(true);
    expect(messages(fullTeaser.schema.safeParse({ ...base, link: "park" }))).toEqual({ link: "invalid_url" });
  });
});

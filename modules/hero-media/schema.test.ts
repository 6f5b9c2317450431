import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { fieldErrors } from "@schemas/rules/messages";
import { DESCRIPTION_MAX } from "@schemas/rules/text";
import { heroMedia } from "./schema";

const image = { src: "/media/hero-1", width: 1600, height: 900, alt: "Blick in die Ausstellung" };
const base = { id: "h1", type: "hero_media", headline: "Frühjahr im Museum", image, online_from: "2026-03-01T00:00:00+01:00" };
const messages = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));

describe("hero_media schema", () => {
  it("accepts headline, image and online_from, and defaults sticky to false", () => {
    const result = heroMedia.schema.safeParse(base);
    expect(result.success && result.data.sticky).toBe(false);
  });

  it("requires a headline", () => {
    expect(messages(heroMedia.schema.safeParse({ ...base, headline: "" }))).toEqual({ headline: "required" });
  });

  it("requires an image, shown as the required message", () => {
    const result = heroMedia.schema.safeParse({ ...base, image: undefined });
    expect(result.success ? {} : fieldErrors(result.error, "en")).toEqual({ image: ["This field is required!"] });
  });

  it("requires online_from, and it must be an ISO date-time", () => {
    expect(messages(heroMedia.schema.safeParse({ ...base, online_from: undefined }))).toEqual({ online_from: "required" });
    expect(messages(heroMedia.schema.safeParse({ ...base, online_from: "01-03-2026" }))).toEqual({ online_from: "invalid_date" });
  });

  it("accepts an online_to after online_from and refuses one before it", () => {
    expect(heroMedia.schema.safeParse({ ...base, online_to: "2026-04-01T00:00:00+02:00" }).success).toBe(true);
    expect(messages(heroMedia.schema.safeParse({ ...base, online_to: "2026-02-01T00:00:00+01:00" }))).toEqual({ online_to: "date_order" });
  });

  it("accepts an MP4 or WebM from /media and refuses other video paths", () => {
    expect(heroMedia.schema.safeParse({ ...base, video: "/media/hero/loop.mp4" }).success).toBe(true);
    expect(heroMedia.schema.safeParse({ ...base, video: "/media/hero/loop.webm" }).success).toBe(true);
    expect(messages(heroMedia.schema.safeParse({ ...base, video: "/media/hero/loop.mp3" }))).toEqual({ video: "invalid" });
    expect(messages(heroMedia.schema.safeParse({ ...base, video: "https://example.com/loop.mp4" }))).toEqual({ video: "invalid" });
    expect(messages(heroMedia.schema.safeParse({ ...base, video: "/media/../secret.mp4" }))).toEqual({ video: "invalid" });
  });

  it("limits the text to DESCRIPTION_MAX characters", () => {
    expect(heroMedia.schema.safeParse({ ...base, text: "a".repeat(DESCRIPTION_MAX) }).success).toBe(true);
    expect(messages(heroMedia.schema.safeParse({ ...base, text: "a".repeat(DESCRIPTION_MAX + 1) }))).toEqual({ text: "too_long" });
  });

  it("accepts a site path as button link and refuses a non-link", () => {
    expect(heroMedia.schema.safeParse({ ...base, button_link: "/de/besuch" }).success).toBe(true);
    expect(messages(heroMedia.schema.safeParse({ ...base, button_link: "besuch" }))).toEqual({ button_link: "invalid_url" });
  });
});

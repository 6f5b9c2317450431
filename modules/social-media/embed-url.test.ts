import { describe, expect, it } from "vitest";
import { socialEmbed } from "./embed-url";

describe("socialEmbed", () => {
  it.each([
    ["https://www.instagram.com/p/C1a2B3c4D5e/", { src: "https://www.instagram.com/p/C1a2B3c4D5e/embed", ratio: "4 / 5" }],
    ["https://instagram.com/reel/C1a2B3c4D5e/?igsh=x", { src: "https://www.instagram.com/reel/C1a2B3c4D5e/embed", ratio: "4 / 5" }],
    [
      "https://www.tiktok.com/@museum/video/7234567890123456789?lang=de",
      { src: "https://www.tiktok.com/embed/v2/7234567890123456789", ratio: "9 / 16" },
    ],
    [
      "https://www.facebook.com/museum/posts/pfbid02abc",
      { src: "https://www.facebook.com/plugins/post.php?href=https%3A%2F%2Fwww.facebook.com%2Fmuseum%2Fposts%2Fpfbid02abc&show_text=true", ratio: "1 / 1" },
    ],
    [
      "https://www.facebook.com/museum/videos/123456789",
      { src: "https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2Fmuseum%2Fvideos%2F123456789", ratio: "16 / 9" },
    ],
    [
      "https://www.facebook.com/watch/?v=123456789",
      { src: "https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2Fwatch%2F%3Fv%3D123456789", ratio: "16 / 9" },
    ],
  ])("%s → embed", (input, expected) => {
    expect(socialEmbed(input)).toEqual(expected);
  });

  it.each([
    "https://x.com/museum/status/1790000000000000000",
    "https://www.instagram.com/museum/",
    "https://www.facebook.com/museum",
    "https://www.facebook.com/watch/",
    "https://www.tiktok.com/@museum",
    "https://example.org/p/x",
  ])("makes %s a link card", (input) => {
    expect(socialEmbed(input)).toBeNull();
  });
});

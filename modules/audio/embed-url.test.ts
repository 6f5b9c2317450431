import { describe, expect, it } from "vitest";
import { audioEmbedUrl } from "./embed-url";

describe("audioEmbedUrl", () => {
  it.each([
    ["https://open.spotify.com/episode/4rOoJ6Egrf8K2IrywzwOMk?si=abc", "https://open.spotify.com/embed/episode/4rOoJ6Egrf8K2IrywzwOMk"],
    ["https://open.spotify.com/intl-de/track/4rOoJ6Egrf8K2IrywzwOMk", "https://open.spotify.com/embed/track/4rOoJ6Egrf8K2IrywzwOMk"],
    ["https://open.spotify.com/embed/show/4rOoJ6Egrf8K2IrywzwOMk", "https://open.spotify.com/embed/show/4rOoJ6Egrf8K2IrywzwOMk"],
    [
      "https://soundcloud.com/museum/fuehrung-1",
      "https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fmuseum%2Ffuehrung-1&visual=false",
    ],
    [
      "https://w.soundcloud.com/player/?url=https%3A%2F%2Fapi.soundcloud.com%2Ftracks%2F1",
      "https://w.soundcloud.com/player/?url=https%3A%2F%2Fapi.soundcloud.com%2Ftracks%2F1",
    ],
    ["https://museumspodcast.podigee.io/12-restaurierung", "https://museumspodcast.podigee.io/12-restaurierung/embed?context=external"],
    ["https://museumspodcast.podigee.io/12-restaurierung/embed", "https://museumspodcast.podigee.io/12-restaurierung/embed?context=external"],
    ["https://www.mixcloud.com/museum/nachtmix/", "https://www.mixcloud.com/widget/iframe/?hide_cover=1&feed=%2Fmuseum%2Fnachtmix%2F"],
  ])("%s → %s", (input, expected) => {
    expect(audioEmbedUrl(input)).toBe(expected);
  });

  it.each([
    "https://open.spotify.com/user/museum",
    "https://open.spotify.com/track/short",
    "https://soundcloud.com/museum",
    "https://museumspodcast.podigee.io/",
    "https://example.org/track/1",
    "not a url",
  ])("refuses %s, which points at nothing playable", (input) => {
    expect(audioEmbedUrl(input)).toBeNull();
  });
});

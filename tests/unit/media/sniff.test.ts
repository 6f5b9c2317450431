import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkWebVtt, sniffMedia } from "@/server/media/sniff";
import { formatFor } from "@/server/media/file-uploads";

const fixture = (name: string) => new Uint8Array(readFileSync(path.join(import.meta.dirname, "../../fixtures/media", name)));
const text = (value: string) => new TextEncoder().encode(value);

describe("sniffMedia: the format from the bytes", () => {
  it.each([
    ["clip.mp4", "mp4"],
    ["clip.webm", "webm"],
    ["tone.mp3", "mp3"],
    ["tone.m4a", "m4a"],
    ["tone.ogg", "ogg"],
  ])("recognises %s as %s", (name, format) => {
    expect(sniffMedia(fixture(name))).toBe(format);
  });

  it("tells an audio-only MP4 from a video by its tracks, not its brand", () => {
    const m4a = fixture("tone.m4a");
    // The same audio file with a video brand in its ftyp box stays audio.
    m4a.set(text("isom"), 8);
    expect(sniffMedia(m4a)).toBe("m4a");
  });

  it("refuses a file that only starts like MP4, or has no tracks", () => {
    expect(sniffMedia(fixture("clip.mp4").subarray(0, 40))).toBeNull();
    expect(sniffMedia(text("\0\0\0\x18ftypisom\0\0\x02\0isomiso2"))).toBeNull();
  });

  it("refuses an MP3 header with an invalid bitrate or another layer, and an ID3 tag with no audio after it", () => {
    expect(sniffMedia(Uint8Array.from([0xff, 0xfb, 0x90, 0x64, 0, 0, 0, 0]))).toBe("mp3");
    expect(sniffMedia(Uint8Array.from([0xff, 0xfb, 0xf0, 0x64, 0, 0, 0, 0]))).toBeNull();
    // AAC in ADTS has the same sync word but layer 00.
    expect(sniffMedia(Uint8Array.from([0xff, 0xf1, 0x50, 0x80, 0, 0, 0, 0]))).toBeNull();
    expect(sniffMedia(text("ID3\x04\0\0\0\0\0\x02ab just text after the tag"))).toBeNull();
  });

  it("refuses Matroska that is not WebM, Ogg without audio, images, text and empty files", () => {
    const mkv = fixture("clip.webm");
    mkv.set(text("mkvx"), mkv.indexOf(0x77)); // "webm" → "mkvx"
    expect(sniffMedia(mkv)).toBeNull();
    const theora = fixture("tone.ogg");
    theora.set(text("\x80theora"), 28);
    expect(sniffMedia(theora)).toBeNull();
    expect(sniffMedia(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBeNull();
    expect(sniffMedia(text("<html>not a video</html>"))).toBeNull();
    expect(sniffMedia(new Uint8Array())).toBeNull();
  });
});

describe("formatFor: the kind decides which formats count", () => {
  it("takes video for video, audio for audio, WebVTT for captions, and nothing across", () => {
    expect(formatFor("video", fixture("clip.mp4"))).toBe("mp4");
    expect(formatFor("video", fixture("tone.mp3"))).toBeNull();
    expect(formatFor("video", fixture("tone.m4a"))).toBeNull();
    expect(formatFor("audio", fixture("tone.m4a"))).toBe("m4a");
    expect(formatFor("audio", fixture("clip.mp4"))).toBeNull();
    expect(formatFor("captions", fixture("captions-de.vtt"))).toBe("vtt");
    expect(formatFor("captions", fixture("clip.mp4"))).toBeNull();
  });
});

describe("checkWebVtt", () => {
  const cue = "\n\n00:00:00.000 --> 00:00:01.500\nHallo.\n";
  it("accepts WebVTT with or without a BOM, a header text, hours and cue settings", () => {
    expect(checkWebVtt(text(`WEBVTT${cue}`))).toContain("Hallo.");
    expect(checkWebVtt(text(`\uFEFFWEBVTT - Rundgang\r\n\r\n01:02:03.000 --> 01:02:04.250 line:0 position:50%\r\nText\r\n`))).not.toBeNull();
  });

  it.each([
    ["no signature", `${cue}`],
    ["a signature run on", `WEBVTTX${cue}`],
    ["SubRip timings", "WEBVTT\n\n1\n00:00:00,000 --> 00:00:01,000\nHallo\n"],
    ["no cue at all", "WEBVTT\n\nNOTE nothing to show\n"],
    ["a NUL byte", `WEBVTT${cue}\0`],
  ])("refuses %s", (_, content) => {
    expect(checkWebVtt(text(content))).toBeNull();
  });

  it("refuses bytes that are not UTF-8", () => {
    expect(checkWebVtt(Uint8Array.from([...text("WEBVTT\n\n00:00:00.000 --> 00:00:01.000\n"), 0xff, 0xfe]))).toBeNull();
  });
});

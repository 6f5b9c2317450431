import { existsSync } from "node:fs";
import { copyFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Locale } from "@schemas/rules/localized";

/** MPEG-1 Layer III, 128 kbit/s, 44.1 kHz, mono, no CRC: one frame is 417 bytes of 1152 samples. */
const FRAME_HEADER = [0xff, 0xfb, 0x90, 0xc4] as const;
const FRAME_BYTES = 417;
const SAMPLES_PER_FRAME = 1152;
const SAMPLE_RATE = 44_100;

/**
 * A short, valid, silent MP3 for the self-hosted audio module: frames whose side information
 * and main data are all zero decode to silence, so no encoder is needed.
 */
export function silentMp3(seconds: number): Buffer {
  const frames = Math.ceil((seconds * SAMPLE_RATE) / SAMPLES_PER_FRAME);
  const buffer = Buffer.alloc(frames * FRAME_BYTES);
  for (let i = 0; i < frames; i++) buffer.set(FRAME_HEADER, i * FRAME_BYTES);
  return buffer;
}

/** The film's captions per language (WCAG 1.2.2): the clip is two seconds long. */
const CAPTIONS: Record<Locale, string[]> = {
  de: ["Ein Morgen im Museum am Fluss.", "Die Türen öffnen sich."],
  en: ["A morning at the Museum by the River.", "The doors open."],
};

export const sampleCaptions = (lang: Locale) =>
  ["WEBVTT", ...CAPTIONS[lang].map((text, second) => `00:00:0${second}.000 --> 00:00:0${second + 1}.000\n${text}`)].join("\n\n") + "\n";

/**
 * The self-hosted media of the demo pages: `sample.mp3` (three seconds of silence),
 * `sample.mp4` (a two-second H.264 clip shipped in assets/) and its captions per language.
 * Files already there are kept. Returns how many were written.
 */
export async function writeSampleMedia(dir: string): Promise<number> {
  const samples: Record<string, (file: string) => Promise<void>> = {
    "sample.mp3": (file) => writeFile(file, silentMp3(3)),
    "sample.mp4": (file) => copyFile(path.join(import.meta.dirname, "assets", "sample.mp4"), file),
    "sample-de.vtt": (file) => writeFile(file, sampleCaptions("de")),
    "sample-en.vtt": (file) => writeFile(file, sampleCaptions("en")),
  };
  let written = 0;
  for (const [name, write] of Object.entries(samples)) {
    const file = path.join(dir, name);
    if (existsSync(file)) continue;
    await write(file);
    written += 1;
  }
  return written;
}

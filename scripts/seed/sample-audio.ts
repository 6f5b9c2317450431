import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";

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

/** Writes `sample.mp3` (three seconds of silence) unless it exists. */
export async function writeSampleAudio(dir: string): Promise<boolean> {
  const file = path.join(dir, "sample.mp3");
  if (existsSync(file)) return false;
  await writeFile(file, silentMp3(3));
  return true;
}

import "server-only";
import type { MediaFileFormat } from "@schemas/rules/media-file";

/*
 * What a media upload really is, from its bytes: the file name and the browser's type are the
 * uploader's claim and are ignored. Each check reads the container's own header, and for MP4
 * the track handlers, so an audio-only MP4 is audio (M4A) and a file that only starts right is
 * not enough where the format allows a deeper look.
 */

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

/** The boxes of an ISO media file (MP4, M4A) between start and end: [type, body start, body end]. */
function* boxes(bytes: Uint8Array, start: number, end: number): Generator<[string, number, number]> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = start;
  while (at + 8 <= end) {
    let size = view.getUint32(at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > end) return;
      size = Number(view.getBigUint64(at + 8));
      header = 16;
    } else if (size === 0) size = end - at;
    if (size < header || at + size > end) return;
    yield [ascii(bytes, at + 4, 4), at + header, at + size];
    at += size;
  }
}

/** The handler types of an MP4's tracks ("vide", "soun" ...): moov > trak > mdia > hdlr. */
function mp4Handlers(bytes: Uint8Array): Set<string> {
  const found = new Set<string>();
  const child = (type: string, start: number, end: number) => [...boxes(bytes, start, end)].filter(([name]) => name === type);
  for (const [, moovStart, moovEnd] of child("moov", 0, bytes.length)) {
    for (const [, trakStart, trakEnd] of child("trak", moovStart, moovEnd)) {
      for (const [, mdiaStart, mdiaEnd] of child("mdia", trakStart, trakEnd)) {
        // hdlr: version/flags (4), pre_defined (4), handler_type (4).
        for (const [, hdlrStart, hdlrEnd] of child("hdlr", mdiaStart, mdiaEnd)) {
          if (hdlrEnd - hdlrStart >= 12) found.add(ascii(bytes, hdlrStart + 8, 4));
        }
      }
    }
  }
  return found;
}

function sniffMp4(bytes: Uint8Array): MediaFileFormat | null {
  if (bytes.length < 12 || ascii(bytes, 4, 4) !== "ftyp") return null;
  const handlers = mp4Handlers(bytes);
  if (handlers.has("vide")) return "mp4";
  if (handlers.has("soun")) return "m4a";
  return null;
}

/** An MPEG audio layer III frame header at `at`: sync, layer III, a real bitrate and sample rate. */
function isMp3Frame(bytes: Uint8Array, at: number): boolean {
  const [b0, b1, b2] = [bytes[at], bytes[at + 1], bytes[at + 2]];
  if (b0 === undefined || b1 === undefined || b2 === undefined) return false;
  const layer = (b1 >> 1) & 0b11;
  const bitrate = b2 >> 4;
  const sampleRate = (b2 >> 2) & 0b11;
  return b0 === 0xff && (b1 & 0xe0) === 0xe0 && layer === 0b01 && bitrate !== 0 && bitrate !== 0xf && sampleRate !== 0b11;
}

function sniffMp3(bytes: Uint8Array): MediaFileFormat | null {
  let at = 0;
  if (ascii(bytes, 0, 3) === "ID3" && bytes.length >= 10) {
    // The ID3v2 tag's size is four 7-bit bytes; a footer (flag 0x10) adds 10 more.
    const size = ((bytes[6]! & 0x7f) << 21) | ((bytes[7]! & 0x7f) << 14) | ((bytes[8]! & 0x7f) << 7) | (bytes[9]! & 0x7f);
    at = 10 + size + (bytes[5]! & 0x10 ? 10 : 0);
  }
  return isMp3Frame(bytes, at) ? "mp3" : null;
}

/** An Ogg stream whose first packet is Vorbis, Opus or FLAC audio (Ogg can also carry Theora video). */
function sniffOgg(bytes: Uint8Array): MediaFileFormat | null {
  if (bytes.length < 28 || ascii(bytes, 0, 4) !== "OggS") return null;
  const packet = 27 + bytes[26]!;
  const head = ascii(bytes, packet, 8);
  return head.startsWith("\x01vorbis") || head === "OpusHead" || head.startsWith("\x7fFLAC") ? "ogg" : null;
}

/** An EBML document whose DocType is "webm" (not any Matroska file). */
function sniffWebm(bytes: Uint8Array): MediaFileFormat | null {
  if (bytes.length < 8 || bytes[0] !== 0x1a || bytes[1] !== 0x45 || bytes[2] !== 0xdf || bytes[3] !== 0xa3) return null;
  // The DocType element (ID 0x4282), its size (a variable-length integer), then "webm".
  const header = ascii(bytes, 4, 60);
  const docType = header.indexOf("\x42\x82");
  return docType >= 0 && header.slice(docType + 2, docType + 11).includes("webm") ? "webm" : null;
}

const sniffers = [sniffMp4, sniffWebm, sniffMp3, sniffOgg];

/** The audio or video format of the bytes, or null for anything else. */
export function sniffMedia(bytes: Uint8Array): MediaFileFormat | null {
  for (const sniff of sniffers) {
    const format = sniff(bytes);
    if (format) return format;
  }
  return null;
}

const CUE_TIMING = /^(?:\d{2,}:)?[0-5]\d:[0-5]\d\.\d{3}[ \t]+-->[ \t]+(?:\d{2,}:)?[0-5]\d:[0-5]\d\.\d{3}(?:[ \t].*)?$/;

/**
 * A WebVTT captions file: UTF-8 text (a BOM allowed), the "WEBVTT" signature alone or followed
 * by a space, tab or line break, no NUL bytes, every cue timing line well formed and at least
 * one cue. Answers the text, or null when the file is not WebVTT.
 */
export function checkWebVtt(bytes: Uint8Array): string | null {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
  if (!/^WEBVTT(?:[ \t\r\n]|$)/.test(text) || text.includes("\0")) return null;
  const lines = text.split(/\r\n|\r|\n/);
  const timings = lines.filter((line) => line.includes("-->"));
  if (!timings.length || !timings.every((line) => CUE_TIMING.test(line.trim()))) return null;
  return text;
}

import "server-only";
import { randomBytes } from "node:crypto";
import path from "node:path";
import sharp from "sharp";
import type { ImageValue } from "@schemas/rules/image";
import type { Db } from "../db/open";
import { media } from "../db/schema";
import { ValidationError } from "../errors";
import { writeDerivatives } from "./derivatives";
import { mediaStore } from "./storage";

/** The largest upload accepted (a camera JPEG fits; a print-resolution TIFF does not). */
export const UPLOAD_MAX_BYTES = 15 * 1024 * 1024;
/** Decoded size limit: a small file that unpacks to gigapixels (a "decompression bomb") is refused. */
export const UPLOAD_MAX_PIXELS = 50_000_000;

/**
 * The image types accepted, as sharp recognises them from the file's bytes (not its name).
 * AVIF reports as "heif" with the AV1 codec; SVG is refused, since it can carry script.
 */
const ACCEPTED = new Set(["jpeg", "png", "webp", "gif", "heif"]);
export const ACCEPTED_LABEL = "JPEG, PNG, WebP, GIF, AVIF";

/** A file name turned into a safe, readable media name: "Sommer Fest 2024.JPG" → "sommer-fest-2024". */
export function mediaName(fileName: string): string {
  const base = path.parse(fileName).name.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
  return base.replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 60) || "image";
}

async function inspect(bytes: Buffer) {
  try {
    const meta = await sharp(bytes, { limitInputPixels: UPLOAD_MAX_PIXELS }).metadata();
    const avifOrOther = meta.format !== "heif" || meta.compression === "av1";
    if (!ACCEPTED.has(meta.format ?? "") || !avifOrOther || !meta.width || !meta.height) return null;
    // Width and height as shown, after the camera's orientation flag is applied.
    const { width, height } = meta.autoOrient ?? meta;
    return { width, height };
  } catch {
    return null;
  }
}

/**
 * Store an uploaded image: check its type by its bytes and its size, write the derivatives
 * to the media store (`uploads/<year>/<name>-<random>-<width>.<format>`), keep a media row
 * (what the image finder lists) and answer the value an image field stores.
 */
export async function storeUpload(db: Db, file: File | null): Promise<ImageValue> {
  if (!file || typeof file === "string") throw ValidationError.field(["file"], "required");
  if (file.size > UPLOAD_MAX_BYTES) throw ValidationError.field(["file"], "file_too_large", { maximum: UPLOAD_MAX_BYTES / 1024 / 1024 });
  const bytes = Buffer.from(await file.arrayBuffer());
  const size = bytes.length ? await inspect(bytes) : null;
  if (!size) throw ValidationError.field(["file"], "file_type", { allowed: ACCEPTED_LABEL });

  const name = `${mediaName(file.name)}-${randomBytes(4).toString("hex")}`;
  const prefix = `uploads/${new Date().getFullYear()}/${name}`;
  const store = mediaStore(db);
  const stats = await sharp(bytes, { limitInputPixels: UPLOAD_MAX_PIXELS }).stats();
  const { r, g, b } = stats.dominant;
  const color = `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, "0")).join("")}`;
  const src = `/media/${prefix}`;
  try {
    const { formats } = await writeDerivatives({ store, prefix, width: size.width, source: async () => bytes });
    const [row] = await db
      .insert(media)
      .values({ name: file.name.slice(0, 255) || name, src, kind: "upload", width: size.width, height: size.height, color, formats })
      .returning({ id: media.id });
    return { id: row!.id, src, width: size.width, height: size.height, alt: "", color };
  } catch (error) {
    // No row, no files: an upload either fully exists or not at all.
    await store.removePrefix(`${prefix}-`);
    throw error;
  }
}

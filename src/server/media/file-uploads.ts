import "server-only";
import { randomBytes } from "node:crypto";
import {
  MEDIA_FILE_ACCEPT, MEDIA_FILE_FORMATS, maxMegabytes, MEDIA_FILE_MAX_BYTES,
  type MediaFileFormat, type MediaFileKind, type MediaFileValue,
} from "@schemas/rules/media-file";
import type { Db } from "../db/open";
import { mediaFiles } from "../db/schema";
import { ValidationError } from "../errors";
import { checkWebVtt, sniffMedia } from "./sniff";
import { mediaStore } from "./storage";
import { mediaName } from "./uploads";

/** A file over its kind's limit: the route answers 413 (Payload Too Large) with the field message. */
export class FileTooLargeError extends ValidationError {
  constructor(kind: MediaFileKind) {
    super(ValidationError.field(["file"], "file_too_large", { maximum: maxMegabytes(kind) }).zodError);
  }
}

/** The format of the bytes if it is one of the kind's formats, else null. */
export function formatFor(kind: MediaFileKind, bytes: Uint8Array): MediaFileFormat | null {
  const format = kind === "captions" ? (checkWebVtt(bytes) === null ? null : "vtt") : sniffMedia(bytes);
  return format && MEDIA_FILE_FORMATS[format].kind === kind ? format : null;
}

/**
 * Store an uploaded video, audio or captions file: its size against the kind's limit, its
 * type from its bytes, then the file under `uploads/<year>/<name>-<random>.<ext>` (the
 * extension of the sniffed format, never the uploaded name's) in the media store, and a
 * library row.
 */
export async function storeMediaFile(db: Db, kind: MediaFileKind, file: File | null): Promise<MediaFileValue> {
  if (!file || typeof file === "string" || file.size === 0) throw ValidationError.field(["file"], "required");
  if (file.size > MEDIA_FILE_MAX_BYTES[kind]) throw new FileTooLargeError(kind);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const format = formatFor(kind, bytes);
  if (!format) throw ValidationError.field(["file"], "file_type", { allowed: MEDIA_FILE_ACCEPT[kind].label });

  const name = `${mediaName(file.name)}-${randomBytes(4).toString("hex")}.${format}`;
  const key = `uploads/${new Date().getFullYear()}/${name}`;
  const src = `/media/${key}`;
  const { mime } = MEDIA_FILE_FORMATS[format];
  const store = mediaStore(db);
  await store.write(key, bytes);
  try {
    const [row] = await db
      .insert(mediaFiles)
      .values({ name: file.name.slice(0, 255) || name, src, kind, mime, bytes: bytes.length })
      .returning();
    return { id: row!.id, name: row!.name, src, kind, mime, bytes: bytes.length };
  } catch (error) {
    // No row, no file: an upload either fully exists or not at all.
    await store.removePrefix(key);
    throw error;
  }
}

// GET /media/{path} — uploaded and generated images and media files from the data folder
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { mediaDir } from "../../../server/media/paths";

const CONTENT_TYPES: Record<string, string> = {
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".gif": "image/gif",
  ".svg": "image/svg+xml",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".mp3": "audio/mpeg",
  ".pdf": "application/pdf",
};

const SEGMENT = /^[\w.-]+$/;

export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const segments = (await params).path;
  // Only plain names: no "..", no hidden files, nothing outside the media folder.
  if (!segments.every((segment) => SEGMENT.test(segment) && !segment.startsWith("."))) return notFound();
  const root = mediaDir();
  const file = path.join(root, ...segments);
  const type = CONTENT_TYPES[path.extname(file).toLowerCase()];
  if (!type || !file.startsWith(root + path.sep)) return notFound();
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return notFound();
  return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, {
    headers: {
      "Content-Type": type,
      "Content-Length": String(info.size),
      // Media files never change under the same name: a new upload gets a new name.
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}

const notFound = () => new Response("Not found", { status: 404 });

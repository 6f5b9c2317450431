// GET /media/{path} — uploaded and generated images and media files from the data folder,
// with byte ranges (206) so a video can be sought and an audio file resumed
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { mediaDir } from "../../../server/media/paths";
import { parseRange } from "../../../server/media/range";

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
  ".m4a": "audio/mp4",
  ".ogg": "audio/ogg",
  ".oga": "audio/ogg",
  ".wav": "audio/wav",
  ".vtt": "text/vtt; charset=utf-8",
  ".pdf": "application/pdf",
};

const SEGMENT = /^[\w.-]+$/;

export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const segments = (await params).path;
  // Only plain names: no "..", no hidden files, nothing outside the media folder.
  if (!segments.every((segment) => SEGMENT.test(segment) && !segment.startsWith("."))) return notFound();
  const root = mediaDir();
  const file = path.join(root, ...segments);
  const type = CONTENT_TYPES[path.extname(file).toLowerCase()];
  if (!type || !file.startsWith(root + path.sep)) return notFound();
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return notFound();
  const headers: Record<string, string> = {
    "Content-Type": type,
    "Accept-Ranges": "bytes",
    // The type is the file's own (uploads are sniffed and named by it): browsers must not guess.
    "X-Content-Type-Options": "nosniff",
    // Media files never change under the same name: a new upload gets a new name.
    "Cache-Control": "public, max-age=31536000, immutable",
  };
  const range = parseRange(request.headers.get("range"), info.size);
  if (range === "unsatisfiable") {
    return new Response(null, { status: 416, headers: { ...headers, "Content-Range": `bytes */${info.size}` } });
  }
  if (range) {
    const body = Readable.toWeb(createReadStream(file, { start: range.start, end: range.end })) as ReadableStream;
    return new Response(body, {
      status: 206,
      headers: { ...headers, "Content-Length": String(range.end - range.start + 1), "Content-Range": `bytes ${range.start}-${range.end}/${info.size}` },
    });
  }
  return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, {
    headers: { ...headers, "Content-Length": String(info.size) },
  });
}

const notFound = () => new Response("Not found", { status: 404 });

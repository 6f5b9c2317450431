// GET /media/{path} — uploaded and generated images and media files from the media store (the
// data folder or the database, src/server/media/storage.ts), with byte ranges (206) so a video
// can be sought and an audio file resumed
import path from "node:path";
import { parseRange } from "@/server/media/range";
import { mediaStore } from "@/server/media/storage";

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
  const type = CONTENT_TYPES[path.extname(segments.at(-1) ?? "").toLowerCase()];
  if (!type) return notFound();
  const file = await mediaStore().open(segments.join("/"));
  if (!file) return notFound();
  const headers: Record<string, string> = {
    "Content-Type": type,
    "Accept-Ranges": "bytes",
    // The type is the file's own (uploads are sniffed and named by it): browsers must not guess.
    "X-Content-Type-Options": "nosniff",
    // Media files never change under the same name: a new upload gets a new name. So a CDN
    // or the browser keeps them for a year and asks no instance again.
    "Cache-Control": "public, max-age=31536000, immutable",
    // An SVG opened on its own is a document that could run its scripts on this site's origin:
    // none may run, nothing may load, and it is sandboxed like a foreign page.
    ...(type === "image/svg+xml" ? { "Content-Security-Policy": "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox" } : {}),
  };
  const range = parseRange(request.headers.get("range"), file.size);
  if (range === "unsatisfiable") {
    return new Response(null, { status: 416, headers: { ...headers, "Content-Range": `bytes */${file.size}` } });
  }
  if (range) {
    return new Response(file.body(range), {
      status: 206,
      headers: { ...headers, "Content-Length": String(range.end - range.start + 1), "Content-Range": `bytes ${range.start}-${range.end}/${file.size}` },
    });
  }
  return new Response(file.body(), {
    headers: { ...headers, "Content-Length": String(file.size) },
  });
}

const notFound = () => new Response("Not found", { status: 404 });

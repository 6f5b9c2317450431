// POST /{lang}/api/temp-files/[?kind=video|audio|captions] — an editor uploads an image, or a media
// file of that kind (multipart, field "file") → the value a module stores (000 §7).
// POST /{lang}/api/temp-files/?field={id} — a visitor attaches a file to a form's file field.
import { NextResponse, type NextRequest } from "next/server";
import { maxMegabytes, MEDIA_FILE_MAX_BYTES, uploadQuerySchema } from "@schemas/rules/media-file";
import type { Locale } from "@schemas/rules/localized";
import { editorRoute } from "@/server/auth/editor-route";
import { parseQuery } from "@/server/http/handler";
import { FileTooLargeError, storeMediaFile } from "@/server/media/file-uploads";
import { storeUpload, UPLOAD_MAX_BYTES } from "@/server/media/uploads";
import { ValidationError } from "@/server/errors";
import { tempFileQuerySchema } from "@schemas/api/temp-files";
import { FORM_FILE_MAX_BYTES, FORM_FILE_MAX_MB } from "@schemas/rules/form-upload";
import { getDb } from "@/server/db/client";
import { tooManyRequests, uploadWait } from "@/server/forms/limits";
import { storeTempFile } from "@/server/forms/temp-files";
import { clientAddress } from "@/server/http/client-address";
import { csrfProtected } from "@/server/http/csrf";
import { handler } from "@/server/http/handler";
import { PayloadTooLargeError, readBytes } from "@/server/http/body";

// Room for the multipart envelope around the file itself.
const ENVELOPE_BYTES = 64 * 1024;

/** The multipart body's "file", read with the limit counted as the bytes arrive; null when too large. */
async function readFile(request: NextRequest, limit: number): Promise<{ file: File | null } | null> {
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = await readBytes(request, limit + ENVELOPE_BYTES);
  } catch (error) {
    if (error instanceof PayloadTooLargeError) return null;
    throw error;
  }
  const type = request.headers.get("content-type") ?? "";
  const form = await new Response(bytes, { headers: { "content-type": type } }).formData().catch(() => null);
  const entry = form?.get("file");
  const file = entry instanceof File ? entry : null;
  return file && file.size > limit ? null : { file };
}

/** 413 with the field message, so the widget shows it beside the file input. */
const tooLarge = (lang: Locale, maximum: number) =>
  NextResponse.json({ errors: ValidationError.field(["file"], "file_too_large", { maximum }).fields(lang) }, { status: 413 });

const editorUpload = editorRoute<{ lang: string }>(async (request, { db, lang }) => {
  const { kind } = parseQuery(request, uploadQuerySchema);
  const limit = kind ? MEDIA_FILE_MAX_BYTES[kind] : UPLOAD_MAX_BYTES;
  const maximum = kind ? maxMegabytes(kind) : UPLOAD_MAX_BYTES / 1024 / 1024;
  // The body is counted as it arrives (a chunked upload has no Content-Length to trust) and
  // cut off past the limit, so an oversized file never sits in memory whole.
  const read = await readFile(request, limit);
  if (!read) return tooLarge(lang, maximum);
  try {
    const stored = kind ? await storeMediaFile(db, kind, read.file) : await storeUpload(db, read.file);
    return NextResponse.json(stored, { status: 201 });
  } catch (error) {
    if (error instanceof FileTooLargeError) return tooLarge(lang, maximum);
    throw error;
  }
});

/** Anonymous, but with the CSRF header and a per-address limit; the file waits for its submission. */
const visitorUpload = handler<{ lang: string }>(csrfProtected(async (request, { lang }) => {
  const { field } = parseQuery(request, tempFileQuerySchema);
  const { db } = await getDb();
  const wait = await uploadWait(db, clientAddress(request));
  if (wait !== null) return tooManyRequests(wait);
  const read = await readFile(request, FORM_FILE_MAX_BYTES);
  if (!read) return tooLarge(lang, FORM_FILE_MAX_MB);
  const stored = await storeTempFile(db, field, read.file);
  return NextResponse.json(stored, { status: 201 });
}));

export async function POST(request: NextRequest, segment: { params: Promise<{ lang: string }> }) {
  return request.nextUrl.searchParams.has("field") ? visitorUpload(request, segment) : editorUpload(request, segment);
}

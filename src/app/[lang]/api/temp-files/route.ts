// POST /{lang}/api/temp-files/[?kind=video|audio|captions] — upload an image, or a media file of
// that kind (multipart, field "file") → the value a module stores (000 §7)
import { NextResponse } from "next/server";
import { maxMegabytes, MEDIA_FILE_MAX_BYTES, uploadQuerySchema } from "../../../../../schemas/rules/media-file";
import type { Locale } from "../../../../../schemas/rules/localized";
import { editorRoute } from "../../../../server/auth/editor-route";
import { parseQuery } from "../../../../server/http/handler";
import { FileTooLargeError, storeMediaFile } from "../../../../server/media/file-uploads";
import { storeUpload, UPLOAD_MAX_BYTES } from "../../../../server/media/uploads";
import { ValidationError } from "../../../../server/errors";
import { PayloadTooLargeError, readBytes } from "../../../../server/http/body";

// Room for the multipart envelope around the file itself.
const ENVELOPE_BYTES = 64 * 1024;

/** 413 with the field message, so the widget shows it beside the file input. */
const tooLarge = (lang: Locale, maximum: number) =>
  NextResponse.json({ errors: ValidationError.field(["file"], "file_too_large", { maximum }).fields(lang) }, { status: 413 });

export const POST = editorRoute<{ lang: string }>(async (request, { db, lang }) => {
  const { kind } = parseQuery(request, uploadQuerySchema);
  const limit = kind ? MEDIA_FILE_MAX_BYTES[kind] : UPLOAD_MAX_BYTES;
  const maximum = kind ? maxMegabytes(kind) : UPLOAD_MAX_BYTES / 1024 / 1024;
  // The body is counted as it arrives (a chunked upload has no Content-Length to trust) and
  // cut off past the limit, so an oversized file never sits in memory whole.
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = await readBytes(request, limit + ENVELOPE_BYTES);
  } catch (error) {
    if (error instanceof PayloadTooLargeError) return tooLarge(lang, maximum);
    throw error;
  }
  const type = request.headers.get("content-type") ?? "";
  const form = await new Response(bytes, { headers: { "content-type": type } }).formData().catch(() => null);
  const entry = form?.get("file");
  const file = entry instanceof File ? entry : null;
  if (file && file.size > limit) return tooLarge(lang, maximum);
  try {
    const stored = kind ? await storeMediaFile(db, kind, file) : await storeUpload(db, file);
    return NextResponse.json(stored, { status: 201 });
  } catch (error) {
    if (error instanceof FileTooLargeError) return tooLarge(lang, maximum);
    throw error;
  }
});

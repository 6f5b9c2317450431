// POST /{lang}/api/temp-files/ — upload an image (multipart, field "file") → the image value a module stores (000 §7)
import { NextResponse } from "next/server";
import { editorRoute } from "../../../../server/auth/editor-route";
import { storeUpload, UPLOAD_MAX_BYTES } from "../../../../server/media/uploads";
import { ValidationError } from "../../../../server/errors";

// Room for the multipart envelope around the file itself.
const ENVELOPE_BYTES = 64 * 1024;

export const POST = editorRoute<{ lang: string }>(async (request, { db, lang }) => {
  // Refuse an oversized body from its header, before reading it into memory.
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > UPLOAD_MAX_BYTES + ENVELOPE_BYTES) {
    const error = ValidationError.field(["file"], "file_too_large", { maximum: UPLOAD_MAX_BYTES / 1024 / 1024 });
    return NextResponse.json({ errors: error.fields(lang) }, { status: 413 });
  }
  const form = await request.formData().catch(() => null);
  const file = form?.get("file");
  const image = await storeUpload(db, file instanceof File ? file : null);
  return NextResponse.json(image, { status: 201 });
});

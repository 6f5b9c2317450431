import { MESSAGES } from "@schemas/rules/messages";
import type { Locale } from "@schemas/rules/localized";
import {
  maxMegabytes, MEDIA_FILE_MAX_BYTES, mediaFileValueSchema, type MediaFileKind, type MediaFileValue,
} from "@schemas/rules/media-file";
import { csrfHeaders } from "@/site/http/csrf-header";
import { uploadError } from "./image-upload";

export type FileUploadResult = { ok: true; file: MediaFileValue } | { ok: false; message: string | null };

/** The server's own text for a file over the limit, shown before a doomed upload starts. */
export const tooLargeMessage = (lang: Locale, kind: MediaFileKind) =>
  MESSAGES.file_too_large[lang].replace("{maximum}", String(maxMegabytes(kind)));

/**
 * POST {lang}/api/temp-files/?kind= with the CSRF header; the answer is the library file.
 * A file over the kind's limit is refused here already (the server checks again: 413).
 */
export async function uploadMediaFile(lang: Locale, kind: MediaFileKind, file: File): Promise<FileUploadResult> {
  if (file.size > MEDIA_FILE_MAX_BYTES[kind]) return { ok: false, message: tooLargeMessage(lang, kind) };
  const body = new FormData();
  body.append("file", file);
  const response = await fetch(`/${lang}/api/temp-files/?kind=${kind}`, {
    method: "POST", body, credentials: "same-origin", headers: { Accept: "application/json", ...csrfHeaders() },
  }).catch(() => null);
  if (!response) return { ok: false, message: null };
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) return { ok: false, message: uploadError(answer) };
  const parsed = mediaFileValueSchema.safeParse(answer);
  return parsed.success ? { ok: true, file: parsed.data } : { ok: false, message: null };
}

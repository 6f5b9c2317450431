import { imageValueSchema, IMAGE_WIDTHS, type ImageValue } from "@schemas/rules/image";
import type { Locale } from "@schemas/rules/localized";
import { csrfHeaders } from "@/site/http/csrf-header";

/** The smallest derivative, which every image has (derivatives.ts): the form's thumbnail. */
export const thumbnailUrl = (image: Pick<ImageValue, "src">) => `${image.src}-${IMAGE_WIDTHS[0]}.webp`;

/** The first message of a refused upload ({ errors: { file: [text] } }), or null. */
export function uploadError(body: unknown): string | null {
  const errors = (body as { errors?: Record<string, unknown> } | null)?.errors;
  if (!errors || typeof errors !== "object") return null;
  for (const messages of Object.values(errors)) {
    if (Array.isArray(messages) && typeof messages[0] === "string") return messages[0];
  }
  return null;
}

export type UploadResult = { ok: true; image: ImageValue } | { ok: false; message: string | null };

/** POST {lang}/api/temp-files/ with the CSRF header; the answer is the image value to store. */
export async function uploadImage(lang: Locale, file: File, alt: string): Promise<UploadResult> {
  const body = new FormData();
  body.append("file", file);
  const response = await fetch(`/${lang}/api/temp-files/`, { method: "POST", body, credentials: "same-origin", headers: { Accept: "application/json", ...csrfHeaders() } });
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) return { ok: false, message: uploadError(answer) };
  const image = imageValueSchema.safeParse(answer);
  return image.success ? { ok: true, image: { ...image.data, alt } } : { ok: false, message: null };
}

import { z } from "zod";

/**
 * Files visitors attach to a form: every file field takes one file of at most this size, of a
 * type the server recognises from the file's bytes (the name and the browser's claim are not
 * trusted). Browser-safe: the file input shows the same limits.
 */
export const FORM_FILE_MAX_MB = 10;
export const FORM_FILE_MAX_BYTES = FORM_FILE_MAX_MB * 1024 * 1024;
export const FORM_FILE_TYPES = {
  pdf: "application/pdf", jpg: "image/jpeg", png: "image/png", gif: "image/gif", webp: "image/webp",
} as const;
export type FormFileFormat = keyof typeof FORM_FILE_TYPES;
export const FORM_FILE_ACCEPT = [...Object.keys(FORM_FILE_TYPES).map((ext) => `.${ext}`), ".jpeg", ...Object.values(FORM_FILE_TYPES)].join(",");

/** A temporary file waits this long for a submission to claim it, then it is deleted. */
export const TEMP_FILE_TTL_MS = 24 * 60 * 60 * 1000;

/** POST /{lang}/api/temp-files/?field={id}: which form field the file is for. */
export const tempFileQuerySchema = z.object({ field: z.coerce.number().int().min(1).max(2_147_483_647) });

/** The answer: the token the submission carries as the field's value, and what to show. */
export const tempFileSchema = z.object({ token: z.string(), name: z.string(), bytes: z.number(), mime: z.string() });
export type TempFile = z.infer<typeof tempFileSchema>;

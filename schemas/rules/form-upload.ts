/**
 * Files visitors attach to a form: every file field takes one file of at most this size, of a
 * type the server recognises from the file's bytes (the name and the browser's claim are not
 * trusted). Browser-safe and without zod: the file input shows the same limits. The upload
 * call's query and answer are in schemas/api/temp-files.ts.
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

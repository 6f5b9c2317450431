import { z } from "zod";
import { safeString } from "./safe-text";

export const DESCRIPTION_MAX = 3000;
export const TITLE_MAX = 255;

/** A text that must be filled in: blank or whitespace-only counts as missing. */
export const requiredText = (max = TITLE_MAX) =>
  safeString({ error: "required" }).trim().min(1, { error: "required" }).max(max, { error: "too_long" });

/** An optional text; an empty string is kept as empty. */
export const optionalText = (max = TITLE_MAX) => safeString().trim().max(max, { error: "too_long" }).optional();

export const emailSchema = safeString({ error: "required" }).trim().min(1, { error: "required" }).pipe(z.email({ error: "invalid_email" }));

/** An anchor id for in-page links (#name): letters, digits, dash and underscore. */
export const anchorSchema = safeString()
  .trim()
  .max(64, { error: "too_long" })
  .regex(/^[A-Za-z][\w-]*$|^$/, { error: "invalid" })
  .optional();

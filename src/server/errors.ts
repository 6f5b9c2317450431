import { z } from "zod";
import { fieldErrors, type FieldErrors } from "@schemas/rules/messages";
import type { Locale } from "@schemas/rules/localized";

/** Input that broke a schema rule: answered as 400 with per-field messages. */
export class ValidationError extends Error {
  readonly status = 400;
  constructor(readonly zodError: z.ZodError, readonly pathPrefix: (string | number)[] = []) {
    super("Validation failed");
  }

  /** One refused field outside a schema (a taken id, a file too large): `message` is a message key. */
  static field(path: (string | number)[], message: string, params: Record<string, unknown> = {}): ValidationError {
    return new ValidationError(new z.ZodError([{ code: "custom", path, message, input: undefined, ...params }]));
  }

  fields(lang: Locale): FieldErrors {
    const errors = fieldErrors(this.zodError, lang);
    if (!this.pathPrefix.length) return errors;
    const prefix = this.pathPrefix.join(".");
    return Object.fromEntries(Object.entries(errors).map(([key, value]) => [key === "_root" ? prefix : `${prefix}.${key}`, value]));
  }
}

export class NotFoundError extends Error {
  readonly status = 404;
}

/**
 * A write on a section that changed since the editor last saw it: answered as 409 with the
 * section as it stands now (null once deleted), its version and who changed it.
 */
export class ConflictError extends Error {
  readonly status = 409;
  constructor(readonly body: { slug: string; section: unknown; version: number | null; changed_by: string | null }) {
    super("The section has changed since it was read");
  }
}

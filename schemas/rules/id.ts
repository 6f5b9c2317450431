import { z } from "zod";

/**
 * PostgreSQL's `integer` (int4), the type of every id and position column: a number past it
 * makes the database throw, so it is refused as a 400 before a query runs.
 */
export const INT4_MAX = 2_147_483_647;

/** A whole number a database integer column can hold, from `min` (ids start at 1). */
export const int4Schema = (min = 1) =>
  z
    .number({ error: "required" })
    .int({ error: "invalid_number" })
    .min(min, { error: min === 1 ? "invalid_number" : "too_small" })
    .max(INT4_MAX, { error: "too_big" });

/** A row id in a JSON body. */
export const idSchema = int4Schema(1);

/** A row id in a query string or path: digits only ("1e3", " 7", "0x10" are refused). */
export const idTextSchema = z
  .string()
  .regex(/^\d{1,10}$/, { error: "invalid_number" })
  .transform(Number)
  .pipe(idSchema);

/** Module ids are client-made UUIDs, so the editor can add modules before saving. */
export const moduleIdSchema = z.string().min(1).max(64);

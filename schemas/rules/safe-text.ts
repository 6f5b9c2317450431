import { z } from "zod";

/**
 * Characters no text column can store: NUL (PostgreSQL's text type refuses it) and a UTF-16
 * half without its partner (a lone surrogate has no UTF-8 form). Refused as input, they are a
 * 400 naming the field instead of a database error.
 */
const UNSAFE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const hasUnsafeText = (value: string) => UNSAFE_TEXT.test(value);

/** A string that a text column can hold; the base of every text rule in this folder. */
export const safeString = (params?: { error: string }) =>
  z.string(params).refine((value) => !hasUnsafeText(value), { error: "invalid_characters", abort: true });

/**
 * The paths of every string (and object key) in decoded JSON or a query that holds unsafe
 * text. Route bodies are checked with it before their schema runs, so a field that a schema
 * declares as a plain z.string() (or z.unknown(), as module content) is covered as well.
 */
export function unsafeTextPaths(value: unknown, path: (string | number)[] = [], found: (string | number)[][] = []): (string | number)[][] {
  if (found.length >= 20) return found;
  if (typeof value === "string") {
    if (hasUnsafeText(value)) found.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => unsafeTextPaths(item, [...path, index], found));
  } else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (hasUnsafeText(key)) found.push([...path, key.replace(UNSAFE_TEXT, "\ufffd")]);
      else unsafeTextPaths(item, [...path, key], found);
    }
  }
  return found;
}

import "server-only";
import { hasUnsafeText } from "@schemas/rules/safe-text";
import { NotFoundError } from "../errors";

/** A path segment as written (Next.js hands dynamic segments over still percent-encoded). */
export function segment(value: string | string[] | undefined): string {
  const raw = Array.isArray(value) ? value.join("/") : (value ?? "");
  let text: string;
  try {
    text = decodeURIComponent(raw);
  } catch {
    throw new NotFoundError("malformed path");
  }
  // No stored slug or id holds NUL or half a surrogate pair: such a path names nothing.
  if (hasUnsafeText(text)) throw new NotFoundError("malformed path");
  return text;
}

/** A numeric id or index from the path; anything else names nothing, so it is a 404. */
export function idSegment(value: string | string[] | undefined, min = 1): number {
  const text = segment(value);
  const id = /^\d{1,9}$/.test(text) ? Number(text) : NaN;
  if (!Number.isInteger(id) || id < min) throw new NotFoundError("unknown id");
  return id;
}

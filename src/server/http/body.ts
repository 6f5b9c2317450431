import "server-only";
import { unsafeTextPaths } from "@schemas/rules/safe-text";
import { ValidationError } from "../errors";

/**
 * More than any JSON call needs (a page's sections with every module are a few hundred kB):
 * a bigger body is refused while it is read, before it is parsed.
 */
export const JSON_BODY_MAX_BYTES = 1024 * 1024;

/** A body over its limit: answered 413 by handler(). */
export class PayloadTooLargeError extends Error {
  readonly status = 413;
  constructor(readonly limit: number) {
    super("Request body too large.");
  }
}

/**
 * The body's bytes, at most `limit` of them. Content-Length is only a first hint: the bytes
 * are counted as they arrive, so a chunked body (no length) or one that lies about its length
 * is cut off at the limit instead of being buffered whole.
 */
export async function readBytes(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > limit) throw new PayloadTooLargeError(limit);
  if (!request.body) return new Uint8Array(new ArrayBuffer(0));
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      throw new PayloadTooLargeError(limit);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The body as UTF-8 text (invalid bytes become U+FFFD, which any column stores). */
export const readText = async (request: Request, limit = JSON_BODY_MAX_BYTES) =>
  new TextDecoder().decode(await readBytes(request, limit));

/** Throw a 400 naming each field whose text a database column cannot hold. */
export function refuseUnsafeText(value: unknown): void {
  const paths = unsafeTextPaths(value);
  if (!paths.length) return;
  const first = ValidationError.field(paths[0]!, "invalid_characters");
  for (const path of paths.slice(1)) first.zodError.issues.push({ code: "custom", path, message: "invalid_characters", input: undefined });
  throw first;
}

/** JSON.parse that answers undefined for anything that is no JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Read a JSON body within the limit: malformed JSON reads as undefined (the schema then names
 * what is missing, a 400), text no column can hold is a 400 naming its field.
 */
export async function readJson(request: Request, limit = JSON_BODY_MAX_BYTES): Promise<unknown> {
  const json = parseJson(await readText(request, limit));
  refuseUnsafeText(json);
  return json;
}

/**
 * What no error report may carry (000 §8): passwords, session and CSRF
 * tokens, cookies, and anything a visitor typed into a form. Keys are matched by name at any
 * depth; strings are cleaned of tokens in query strings and of cookie and header values.
 */
export const FILTERED = "[Filtered]";

const SECRET_KEY = /pass(word)?|secret|token|csrf|session|cookie|auth|api[-_]?key|dsn|field_values|form(_?data)?$|^body$|^data$|^values$|^answers?$/i;
const SECRET_IN_TEXT: [RegExp, string][] = [
  // ?token=… &password=… in URLs and messages
  [/(^|[?&;,\s"'])(\w*(?:token|password|passwd|csrf|session)\w*=)[^&;,\s#"']+/gi, `$1$2${FILTERED}`],
  // Cookie and auth headers copied into a message
  [/((?:cookie|set-cookie|authorization|x-csrftoken)\s*[:=]\s*)[^\n]+/gi, `$1${FILTERED}`],
];
const MAX_DEPTH = 6;

export function scrubText(text: string): string {
  return SECRET_IN_TEXT.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}

/** A deep copy with secret keys replaced and strings cleaned; Errors become their name and message. */
export function scrub(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return scrubText(value);
  if (value instanceof Error) return { name: value.name, message: scrubText(value.message) };
  if (value === null || typeof value !== "object") return value;
  if (depth >= MAX_DEPTH) return FILTERED;
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, SECRET_KEY.test(key) ? FILTERED : scrub(item, depth + 1)]));
}

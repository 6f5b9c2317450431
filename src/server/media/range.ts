/**
 * One byte range of a `Range: bytes=...` header (RFC 9110 §14.1.2): "a-b", "a-" or the last
 * n bytes "-n". Answers the inclusive range within the file, "unsatisfiable" for a range that
 * starts past its end (416), or null to send the whole file (no header, another unit, several
 * ranges, or a malformed value; a server may always ignore Range).
 */
export function parseRange(header: string | null, size: number): { start: number; end: number } | "unsatisfiable" | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = "", last = ""] = match;
  if (!first && !last) return null;
  if (!first) {
    const suffix = Number(last);
    if (suffix === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last ? Number(last) : size - 1;
  if (last && end < start) return null;
  if (start >= size) return "unsatisfiable";
  return { start, end: Math.min(end, size - 1) };
}

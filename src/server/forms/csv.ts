import "server-only";

/** A BOM first, so Excel reads the file as UTF-8 (umlauts intact). */
const BOM = "\uFEFF";

/** A cell as RFC 4180 wants it, and never a formula: a leading =, +, - or @ is neutralised. */
function cell(value: unknown, separator: string): string {
  let text = value === undefined || value === null ? "" : Array.isArray(value) ? value.join(", ") : typeof value === "boolean" ? (value ? "1" : "0") : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows as a CSV document: UTF-8 with BOM, CRLF line ends, the separator chosen (";" for German Excel). */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[], separator: "," | ";"): string {
  return BOM + [header, ...rows].map((row) => row.map((value) => cell(value, separator)).join(separator)).join("\r\n") + "\r\n";
}

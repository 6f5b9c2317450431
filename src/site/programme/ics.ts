/*
 * An iCalendar (RFC 5545) file of one event for "add to calendar". Times are written in UTC
 * (the "Z" form), so no VTIMEZONE block is needed; text values are escaped and lines folded
 * at 75 octets as the RFC requires.
 */

export interface IcsEvent {
  uid: string;
  title: string;
  start: string;
  /** Without an end the event lasts two hours (a calendar needs one). */
  end: string | null;
  url: string;
  description: string;
  location: string | null;
}

const escapeText = (value: string) => value.replace(/\\/g, "\\\\").replace(/\r?\n/g, "\\n").replace(/([,;])/g, "\\$1");
const stamp = (iso: string) => new Date(iso).toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");

function fold(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (new TextEncoder().encode(current + char).length > limit) { parts.push(current); current = ""; }
    current += char;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

export function buildIcs(event: IcsEvent, now = new Date()): string {
  const end = event.end ?? new Date(new Date(event.start).getTime() + 2 * 3600_000).toISOString();
  const lines = [
    "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Museum//Programme//DE", "CALSCALE:GREGORIAN", "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${stamp(now.toISOString())}`,
    `DTSTART:${stamp(event.start)}`,
    `DTEND:${stamp(end)}`,
    `SUMMARY:${escapeText(event.title)}`,
    event.description ? `DESCRIPTION:${escapeText(event.description)}` : null,
    event.location ? `LOCATION:${escapeText(event.location)}` : null,
    `URL:${event.url}`,
    "END:VEVENT", "END:VCALENDAR",
  ].filter((line): line is string => line !== null);
  return lines.map(fold).join("\r\n") + "\r\n";
}

/** Plain text of editor HTML (for the .ics description and JSON-LD). */
export const plainText = (html: string) =>
  html.replace(/<br\s*\/?>/gi, "\n").replace(/<\/p>/gi, "\n").replace(/<[^>]*>/g, "").replace(/&nbsp;/g, " ").replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/\n{2,}/g, "\n").trim();

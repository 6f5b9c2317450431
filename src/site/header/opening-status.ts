import type { OpeningHoursEntry, OpeningHoursToday } from "@schemas/api/opening-hours-today";
import { fillTemplate } from "./fill-template";

/** 001 §4: before opening, open, or after closing (a closed day counts as after closing). */
export type OpeningStatus = "early" | "open" | "late";

/** Today's ranges: an exception for the day replaces the weekday's regular hours. */
export function effectiveHours(today: OpeningHoursToday): OpeningHoursEntry[] {
  return today.opening_hours_exceptions.length ? today.opening_hours_exceptions : today.opening_hours;
}

const openRanges = (entries: OpeningHoursEntry[]) =>
  entries.flatMap((entry) => (!entry.closed && entry.time_from && entry.time_to ? [{ from: entry.time_from, to: entry.time_to }] : []));

/** The status at a Berlin wall-clock time "HH:MM"; between two ranges (a lunch break) counts as early. */
export function openingStatus(entries: OpeningHoursEntry[], time: string): OpeningStatus {
  const ranges = openRanges(entries);
  if (ranges.some((range) => time >= range.from && time < range.to)) return "open";
  if (ranges.some((range) => time < range.from)) return "early";
  return "late";
}

/** "10:00–12:30, 14:00–18:00", or null on a closed day. */
export function formatRanges(entries: OpeningHoursEntry[], rangeTemplate: string): string | null {
  const ranges = openRanges(entries);
  if (!ranges.length) return null;
  return ranges.map((range) => fillTemplate(rangeTemplate, range)).join(", ");
}

/** The first alternative text of the day ("Closed on Mondays") with its link, if any. */
export function alternativeText(entries: OpeningHoursEntry[]): { text: string; url: string | null } | null {
  const entry = entries.find((candidate) => candidate.alternative_text);
  return entry?.alternative_text ? { text: entry.alternative_text, url: entry.alternative_link_url } : null;
}

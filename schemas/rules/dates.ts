import { berlinClock, SITE_TIME_ZONE } from "./berlin-clock";
import { dateTimeFormat } from "./intl-formats";

/*
 * The site's one date module. The museum's days and times are Berlin's (000 §9), whatever the
 * zone of the server or the visitor. Days travel as ISO strings "YYYY-MM-DD" (cache keys, API
 * fields) and as DD-MM-YYYY in URLs (000 §8). It sits in schemas/rules/ because the query
 * schemas need it and schemas/ imports nothing outside itself; server, site, editor, dashboard,
 * modules and scripts all import it from here (only the header's clock imports berlin-clock.ts
 * itself). Browser code imports it too, so it does without date-fns and @date-fns/tz (the
 * parser alone is 9 kB gzip): the runtime's Intl knows Berlin's zone.
 */
export { SITE_TIME_ZONE };

/* ---- DD-MM-YYYY in URLs ---- */

/** Whether a date in a URL is DD-MM-YYYY and a real calendar day (31-02-2026 is not). */
export function isUrlDate(value: string): boolean {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  if (!match) return false;
  const [day, month, year] = match.slice(1).map(Number) as [number, number, number];
  // setUTCFullYear, as Date.UTC would read the years 0-99 as 1900-1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** "YYYY-MM-DD" → "DD-MM-YYYY" and back: the same three parts in the other order. */
export const isoToUrlDay = (isoDay: string) => isoDay.split("-").reverse().join("-");
export const urlToIsoDay = (urlDay: string) => urlDay.split("-").reverse().join("-");

/* ---- Berlin days ---- */

const parts = (isoDay: string) => isoDay.split("-").map(Number) as [number, number, number];

/** The Berlin day ("YYYY-MM-DD") an instant falls on: 23:30 UTC on a winter Monday is Tuesday there. */
export const berlinDay = (instant: Date | string): string => berlinClock(new Date(instant)).date;

/** The ISO weekday (1 = Monday) in Berlin at an instant. */
export const berlinWeekday = (instant: Date): number => new Date(`${berlinDay(instant)}T00:00:00Z`).getUTCDay() || 7;

/** Berlin's offset from UTC at an instant, in ms: an hour in winter, two in summer. */
function berlinOffset(instant: number): number {
  const { date, time } = berlinClock(new Date(instant));
  return Date.parse(`${date}T${time}:00Z`) - Math.floor(instant / 60_000) * 60_000;
}

/**
 * 00:00 of a Berlin day, as an instant: an hour or two before UTC's midnight. The offset is
 * read at that instant itself, as it can differ from the one at UTC's midnight; Berlin's
 * clocks change at 02:00 and 03:00, never across midnight.
 */
export function dayStart(isoDay: string): Date {
  const utcMidnight = Date.parse(`${isoDay}T00:00:00Z`);
  const guess = utcMidnight - berlinOffset(utcMidnight);
  return new Date(utcMidnight - berlinOffset(guess));
}

/** Calendar arithmetic on the day itself (UTC dates), independent of any zone. */
export function shiftDay(isoDay: string, days: number): string {
  const [year, month, day] = parts(isoDay);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** 00:00 of the following day: the exclusive end of a day (23 or 25 hours on a DST day). */
export const nextDayStart = (isoDay: string): Date => dayStart(shiftDay(isoDay, 1));

/** The last millisecond of a Berlin day (teasers sort as if they started then, 001 §3). */
export const dayEnd = (isoDay: string): Date => new Date(nextDayStart(isoDay).getTime() - 1);

/** The first day of the month and the first day of the next one. */
export function monthOf(isoDay: string): { first: string; next: string } {
  const [year, month] = parts(isoDay);
  const day = (y: number, m: number) => `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-01`;
  return { first: day(year, month), next: month === 12 ? day(year + 1, 1) : day(year, month + 1) };
}

/* ---- Shown to readers ---- */

/*
 * Written with the runtime's Intl rather than date-fns, so the browser code that shows dates
 * ships no date-fns locales. An instant is written as it reads in Berlin; a day "YYYY-MM-DD"
 * is that day. A date and a time are joined with a comma, as Intl joins them in both languages.
 */

const INTL_LOCALES = { de: "de-DE", en: "en-GB" } as const;

const DATE_STYLES = {
  /** "21.11.2026" / "21/11/2026": the dashboard's lists. */
  numeric: { day: "2-digit", month: "2-digit", year: "numeric" },
  /** "21.11.2026" / "21 Nov 2026": the editor's finders and versions. */
  medium: { dateStyle: "medium" },
  /** "21. November 2026" / "21 November 2026": a story's or an order's day. */
  long: { day: "numeric", month: "long", year: "numeric" },
  /** "Sa., 21. Nov. 2026" / "Sat, 21 Nov 2026": an event's day in the shop. */
  weekday: { weekday: "short", day: "numeric", month: "short", year: "numeric" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DateStyle = keyof typeof DATE_STYLES;

/** "uhr": "19:30 Uhr" in German, "19:30" in English, as visitors read times (000 §9); "short" "19:30" and "seconds" "19:30:05" in both. */
export type TimeStyle = "uhr" | "short" | "seconds";

const instantOf = (value: Date | string) => new Date(typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);

/** A date in Berlin in one of the site's styles. */
export const formatDate = (value: Date | string, lang: "de" | "en", style: DateStyle): string =>
  dateTimeFormat(INTL_LOCALES[lang], { timeZone: SITE_TIME_ZONE, ...DATE_STYLES[style] }).format(instantOf(value));

/** A time of day in Berlin, "19:30 Uhr" / "19:30" unless another style is asked for. */
export function formatTime(value: Date | string, lang: "de" | "en", style: TimeStyle = "uhr"): string {
  const time = dateTimeFormat("de-DE", { timeZone: SITE_TIME_ZONE, hour: "2-digit", minute: "2-digit", ...(style === "seconds" ? { second: "2-digit" } : {}) })
    .format(new Date(value));
  return style === "uhr" && lang === "de" ? `${time} Uhr` : time;
}

/** Date and time in Berlin, e.g. "Sa., 21. Nov. 2026, 19:30 Uhr" (weekday, uhr) or "21/11/2026, 19:30" (numeric, short). */
export const formatDateTime = (value: Date | string, lang: "de" | "en", style: DateStyle, time: TimeStyle = "short"): string =>
  `${formatDate(value, lang, style)}, ${formatTime(value, lang, time)}`;

export { berlinClock } from "./berlin-clock";

/** A day's heading, e.g. "Freitag, 14. März 2025" / "Friday, 14 March 2025" (the day itself, no zone shift). */
export function formatDay(isoDay: string, lang: "de" | "en"): string {
  const [year, month, day] = parts(isoDay);
  return dateTimeFormat(INTL_LOCALES[lang], { timeZone: "UTC", weekday: "long", day: "numeric", month: "long", year: "numeric" })
    .format(new Date(Date.UTC(year, month - 1, day)));
}

/* ---- Editorial date-times ---- */

/** A module's publication window: shown from online_from (inclusive) until online_to (exclusive). */
export function isWithinWindow(now: Date, from?: string | null, to?: string | null): boolean {
  if (from && now < new Date(from)) return false;
  if (to && now >= new Date(to)) return false;
  return true;
}

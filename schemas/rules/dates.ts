import { z } from "zod";
import { TZDate } from "@date-fns/tz";
import { format, getISODay, isValid, parse } from "date-fns";

/*
 * The site's one date module. The museum's days and times are Berlin's (000 §9), whatever the
 * zone of the server or the visitor. Days travel as ISO strings "YYYY-MM-DD" (cache keys, API
 * fields) and as DD-MM-YYYY in URLs (000 §8). It sits in schemas/rules/ because the query
 * schemas need it and schemas/ imports nothing outside itself; server, site, editor, dashboard,
 * modules and scripts all import it from here.
 */

export const SITE_TIME_ZONE = "Europe/Berlin";

/* ---- DD-MM-YYYY in URLs ---- */

/** Date in URLs: DD-MM-YYYY, and a real calendar day (31-02-2026 is refused). */
export const URL_DATE_FORMAT = "dd-MM-yyyy";

export function parseUrlDate(value: string): Date | null {
  if (!/^\d{2}-\d{2}-\d{4}$/.test(value)) return null;
  const date = parse(value, URL_DATE_FORMAT, new Date(2000, 0, 1));
  return isValid(date) ? date : null;
}

/** "YYYY-MM-DD" → "DD-MM-YYYY" and back: the same three parts in the other order. */
export const isoToUrlDay = (isoDay: string) => isoDay.split("-").reverse().join("-");
export const urlToIsoDay = (urlDay: string) => urlDay.split("-").reverse().join("-");

/* ---- Berlin days ---- */

const parts = (isoDay: string) => isoDay.split("-").map(Number) as [number, number, number];

/** The Berlin day ("YYYY-MM-DD") an instant falls on: 23:30 UTC on a winter Monday is Tuesday there. */
export const berlinDay = (instant: Date | string): string => format(new TZDate(new Date(instant), SITE_TIME_ZONE), "yyyy-MM-dd");

/** The ISO weekday (1 = Monday) in Berlin at an instant. */
export const berlinWeekday = (instant: Date): number => getISODay(new TZDate(instant, SITE_TIME_ZONE));

/** 00:00 of a Berlin day as a Berlin date, for day arithmetic that a DST change must not shift. */
export function berlinMidnight(isoDay: string): TZDate {
  const [year, month, day] = parts(isoDay);
  return new TZDate(year, month - 1, day, SITE_TIME_ZONE);
}

/** 00:00 of a Berlin day, as an instant. */
export const dayStart = (isoDay: string): Date => new Date(berlinMidnight(isoDay).getTime());

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

/* ---- Shown to visitors ---- */

/** "19:30 Uhr" in German, "19:30" in English, Berlin time. */
export function formatTime(iso: string, lang: "de" | "en"): string {
  const time = new Intl.DateTimeFormat("de-DE", { timeZone: SITE_TIME_ZONE, hour: "2-digit", minute: "2-digit" }).format(new Date(iso));
  return lang === "de" ? `${time} Uhr` : time;
}

/** A day's heading, e.g. "Freitag, 14. März 2025" / "Friday 14 March 2025" (the day itself, no zone shift). */
export function formatDay(isoDay: string, lang: "de" | "en"): string {
  const [year, month, day] = parts(isoDay);
  return new Intl.DateTimeFormat(lang === "de" ? "de-DE" : "en-GB", { timeZone: "UTC", weekday: "long", day: "numeric", month: "long", year: "numeric" })
    .format(new Date(Date.UTC(year, month - 1, day)));
}

/* ---- Editorial date-times ---- */

/** An ISO date-time as the editor's datetime widget and the API send it. */
export const dateTimeSchema = z.iso.datetime({ offset: true, error: "invalid_date" });

/** A module's publication window: shown from online_from (inclusive) until online_to (exclusive). */
export function isWithinWindow(now: Date, from?: string | null, to?: string | null): boolean {
  if (from && now < new Date(from)) return false;
  if (to && now >= new Date(to)) return false;
  return true;
}

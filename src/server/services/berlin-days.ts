import "server-only";
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";

/*
 * Calendar days of the programme are days in Europe/Berlin (000 §9), whatever the server's
 * zone. Days travel as ISO strings "YYYY-MM-DD" so they can be cache keys.
 */

export const SITE_TIME_ZONE = "Europe/Berlin";

const parts = (isoDay: string) => isoDay.split("-").map(Number) as [number, number, number];

/** The Berlin day an instant falls on. */
export const berlinDay = (instant: Date): string => format(new TZDate(instant, SITE_TIME_ZONE), "yyyy-MM-dd");

/** 00:00 of a Berlin day, as an instant. */
export function dayStart(isoDay: string): Date {
  const [year, month, day] = parts(isoDay);
  return new Date(new TZDate(year, month - 1, day, SITE_TIME_ZONE).getTime());
}

/** 00:00 of the following day: the exclusive end of a day. */
export const nextDayStart = (isoDay: string): Date => dayStart(shiftDay(isoDay, 1));

/** The last millisecond of a Berlin day (teasers sort as if they started then, 001 §3). */
export const dayEnd = (isoDay: string): Date => new Date(nextDayStart(isoDay).getTime() - 1);

/** Calendar arithmetic on the day itself (UTC dates), independent of any zone. */
export function shiftDay(isoDay: string, days: number): string {
  const [year, month, day] = parts(isoDay);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The first day of the month and the first day of the next one. */
export function monthOf(isoDay: string): { first: string; next: string } {
  const [year, month] = parts(isoDay);
  const day = (y: number, m: number) => `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-01`;
  return { first: day(year, month), next: month === 12 ? day(year + 1, 1) : day(year, month + 1) };
}

/*
 * The opening hours' clock in every page's header runs in the browser. It lives apart from
 * dates.ts (which re-exports it) so the header imports neither the zone arithmetic nor zod.
 *
 * Berlin's time is worked out from the EU's summer-time rule (in force since 1996) rather than
 * by Intl.DateTimeFormat: a browser's first Intl formatter loads its locale and zone data,
 * about 22 ms of main thread on a desktop CPU (four times that on a phone) in the middle of
 * every page's hydration, for one header line. dates.test.ts checks the rule against Intl's
 * zone data every quarter hour around each change of summer time from 1997 to 2045.
 */
export const SITE_TIME_ZONE = "Europe/Berlin";

const HOUR_MS = 3_600_000;

/** 01:00 UTC on the last Sunday of `month` (0-based): when EU summer time starts (March) or ends (October). */
function lastSundayOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** Berlin's offset from UTC at an instant, in ms: two hours in summer time, else one. */
function berlinOffset(instant: number): number {
  const year = new Date(instant).getUTCFullYear();
  return instant >= lastSundayOneUtc(year, 2) && instant < lastSundayOneUtc(year, 9) ? 2 * HOUR_MS : HOUR_MS;
}

/** Berlin's day ("YYYY-MM-DD") and time ("HH:MM") at an instant, for the opening hours' clock in the browser. */
export function berlinClock(now: Date): { date: string; time: string } {
  const wall = new Date(now.getTime() + berlinOffset(now.getTime())).toISOString();
  return { date: wall.slice(0, 10), time: wall.slice(11, 16) };
}

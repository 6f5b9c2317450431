/*
 * The opening hours' clock in every page's header runs in the browser. It lives apart from
 * dates.ts (which re-exports it) so the header imports neither the zone arithmetic nor zod.
 */
export const SITE_TIME_ZONE = "Europe/Berlin";

const BERLIN_CLOCK = new Intl.DateTimeFormat("en-GB", {
  timeZone: SITE_TIME_ZONE,
  year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23",
});

/** Berlin's day ("YYYY-MM-DD") and time ("HH:MM") at an instant, for the opening hours' clock in the browser. */
export function berlinClock(now: Date): { date: string; time: string } {
  const parts = Object.fromEntries(BERLIN_CLOCK.formatToParts(now).map((part) => [part.type, part.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

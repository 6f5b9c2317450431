import { TZDate } from "@date-fns/tz";
import { addDays, startOfDay } from "date-fns";
import type { EventFilter } from "./schema";

/** Event days are Berlin days, whatever zone the server runs in (000 §9). */
export const EVENT_TIME_ZONE = "Europe/Berlin";

export interface EventWindow {
  from: Date;
  to?: Date;
}

/** Midnight in Berlin at the start of an ISO calendar day ("2026-03-14"). */
export function berlinDay(isoDate: string): TZDate {
  const [year, month, day] = isoDate.split("-").map(Number);
  return new TZDate(year!, month! - 1, day!, EVENT_TIME_ZONE);
}

const earlier = (a: Date | undefined, b: Date) => (a && a < b ? a : b);
const later = (a: Date, b: Date) => (a > b ? a : b);

/**
 * The time span an event list covers: from now (never the past), narrowed by the editor's
 * dates (date_to inclusive) and by a quick filter. Day arithmetic runs on Berlin dates, so a
 * DST change does not shift midnight.
 */
export function eventWindow(input: { now: Date; filters: EventFilter; date_from?: string; date_to?: string }): EventWindow {
  const today = startOfDay(new TZDate(input.now, EVENT_TIME_ZONE));
  let from: Date = input.now;
  let to: Date | undefined;
  if (input.date_from) from = later(from, berlinDay(input.date_from));
  if (input.date_to) to = addDays(berlinDay(input.date_to), 1);
  if (input.filters === "next_3_days") {
    // Today, tomorrow and the day after.
    to = earlier(to, addDays(today, 3));
  } else if (input.filters === "weekend") {
    // Saturday and Sunday; on a Sunday that is the current weekend, not the next one.
    const weekday = today.getDay();
    const saturday = addDays(today, weekday === 0 ? -1 : 6 - weekday);
    from = later(from, saturday);
    to = earlier(to, addDays(saturday, 2));
  }
  return { from: new Date(from.getTime()), to: to && new Date(to.getTime()) };
}

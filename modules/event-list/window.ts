import { TZDate } from "@date-fns/tz";
import { addDays, startOfDay } from "date-fns";
import { dayStart, nextDayStart, SITE_TIME_ZONE } from "@schemas/rules/dates";
import type { EventFilter } from "./schema";

export interface EventWindow {
  from: Date;
  to?: Date;
}

const earlier = (a: Date | undefined, b: Date) => (a && a < b ? a : b);
const later = (a: Date, b: Date) => (a > b ? a : b);

/**
 * The time span an event list covers: from now (never the past), narrowed by the editor's
 * dates (date_to inclusive) and by a quick filter. Day arithmetic runs on Berlin dates, so a
 * DST change does not shift midnight.
 */
export function eventWindow(input: { now: Date; filters: EventFilter; date_from?: string; date_to?: string }): EventWindow {
  const today = startOfDay(new TZDate(input.now, SITE_TIME_ZONE));
  let from: Date = input.now;
  let to: Date | undefined;
  if (input.date_from) from = later(from, dayStart(input.date_from));
  if (input.date_to) to = nextDayStart(input.date_to);
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

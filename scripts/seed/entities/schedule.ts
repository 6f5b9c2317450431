import { addDays, addMinutes, addMonths, differenceInCalendarDays, getISODay } from "date-fns";
import type { TZDate } from "@date-fns/tz";
import { EVENT_HIGHLIGHTS, EVENT_TEMPLATES, type EventTemplate } from "../content/events";
import { OPENING_EXCEPTIONS, OPENING_HOURS } from "../content/site";
import { berlinTime, hashString } from "../random";

/** The part of a template an event is made from (recurring or one-off). */
export type EventSource = Omit<EventTemplate, "weekdays" | "every">;

export interface PlannedEvent {
  source: EventSource;
  start: Date;
  end: Date;
}

/** The number of days the programme covers: the next three months from the seed day. */
export const programmeDays = (today: TZDate) => differenceInCalendarDays(addMonths(today, 3), today);

/** Whether a template with a rhythm of `every` weeks runs in the week `week`. */
const runsInWeek = (template: EventTemplate, week: number) => week % template.every === hashString(template.key) % template.every;

/**
 * Whether the seed's opening hours call a day (days from the seed day) closed: a date's
 * exception decides, else its weekday. The header says "closed" then, so nothing is on sale.
 */
export function isClosedDay(today: TZDate, day: number): boolean {
  const exception = OPENING_EXCEPTIONS.find((entry) => entry.day === day);
  if (exception) return !exception.from;
  const weekday = getISODay(addDays(today, day));
  return !OPENING_HOURS.find((entry) => entry.weekday === weekday)?.from;
}

/**
 * The programme of the next three months: every template on its weekdays and rhythm, the
 * one-off highlights on their days, all from tomorrow on (so nothing lies in the past), none
 * on a day the museum is closed.
 * `scale` > 1 repeats each slot (shifted by half hours) to fill a database for benchmarks.
 */
export function planEvents(today: TZDate, scale: number): PlannedEvent[] {
  const days = programmeDays(today);
  const base: PlannedEvent[] = [];
  const add = (source: EventSource, dayOffset: number, [hour, minute]: readonly [number, number]) => {
    const start = berlinTime(today, dayOffset, hour, minute);
    base.push({ source, start, end: addMinutes(start, source.minutes) });
  };
  for (let day = 1; day < days; day++) {
    if (isClosedDay(today, day)) continue;
    const weekday = addDays(today, day).getDay();
    for (const template of EVENT_TEMPLATES) {
      if (!template.weekdays.includes(weekday) || !runsInWeek(template, Math.floor(day / 7))) continue;
      for (const time of template.times) add(template, day, time);
    }
  }
  for (const highlight of EVENT_HIGHLIGHTS) {
    if (highlight.day < days && !isClosedDay(today, highlight.day)) for (const time of highlight.times) add(highlight, highlight.day, time);
  }
  const planned = [...base];
  for (let copy = 1; copy < scale; copy++) {
    for (const event of base) {
      const shift = ((copy % 4) + 1) * 30;
      planned.push({ source: event.source, start: addMinutes(event.start, shift), end: addMinutes(event.end, shift) });
    }
  }
  return planned.sort((a, b) => a.start.getTime() - b.start.getTime() || a.source.key.localeCompare(b.source.key));
}

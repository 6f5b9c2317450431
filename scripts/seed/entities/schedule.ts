import { addDays, addMinutes, addMonths, differenceInCalendarDays } from "date-fns";
import type { TZDate } from "@date-fns/tz";
import { EVENT_HIGHLIGHTS, EVENT_TEMPLATES, type EventTemplate } from "../content/events";
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
 * The programme of the next three months: every template on its weekdays and rhythm, the
 * one-off highlights on their days, all from tomorrow on (so nothing lies in the past).
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
    const weekday = addDays(today, day).getDay();
    for (const template of EVENT_TEMPLATES) {
      if (!template.weekdays.includes(weekday) || !runsInWeek(template, Math.floor(day / 7))) continue;
      for (const time of template.times) add(template, day, time);
    }
  }
  for (const highlight of EVENT_HIGHLIGHTS) {
    if (highlight.day < days) for (const time of highlight.times) add(highlight, highlight.day, time);
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

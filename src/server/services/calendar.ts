import "server-only";
import { inArray } from "drizzle-orm";
import type { Calendar } from "@schemas/api/options";
import type { Availability } from "@schemas/api/event";
import type { Db } from "../db/open";
import { seatGroups, timeslots } from "../db/schema/booking";
import { events } from "../db/schema/programme";
import { bestOf, SeatIndex, takenSeats } from "./availability";
import { dayStart, isoToUrlDay, monthOf, shiftDay } from "@schemas/rules/dates";
import { eventConditions, type EventFilter } from "./events";

/** The month to show (any day in it), today, and the list's filters. JSON-safe: a cache key. */
export interface CalendarInput extends Omit<EventFilter, "from" | "to"> {
  day: string;
  today: string;
}

/**
 * The days of a month, from today on, that have matching events, each coloured by the best
 * availability among its events (a day is sold out only when every event is). Computed from
 * seat groups, timeslots and taken seats on every read (availability.ts), never stored.
 */
export async function calendarMonth(db: Db, input: CalendarInput): Promise<Calendar> {
  const { day, today, ...options } = input;
  const month = monthOf(day);
  const from = month.first > today ? month.first : today;
  const empty: Calendar = { month: isoToUrlDay(month.first).slice(3), date_from: isoToUrlDay(month.first), date_to: isoToUrlDay(shiftDay(month.next, -1)), dates: [] };
  if (from >= month.next) return empty;

  const filter: EventFilter = { ...options, from, to: month.next };
  const matching = db.select({ id: events.id }).from(events).where(eventConditions(db, filter));
  const rows = await db.select({ id: events.id, date_start: events.date_start }).from(events).where(eventConditions(db, filter));
  if (rows.length === 0) return empty;
  const [groups, slots] = await Promise.all([
    db.select({ id: seatGroups.id, event_id: seatGroups.event_id, status: seatGroups.status, capacity: seatGroups.capacity })
      .from(seatGroups).where(inArray(seatGroups.event_id, matching)),
    db.select({
      id: timeslots.id, event_id: timeslots.event_id, seat_group_id: timeslots.seat_group_id, status: timeslots.status, capacity: timeslots.capacity,
    }).from(timeslots).where(inArray(timeslots.event_id, matching)),
  ]);
  const seats = new SeatIndex(groups, slots, await takenSeats(db, rows.map((row) => row.id)));

  const dayOf = dayLookup(from, month.next);
  const byDay = new Map<string, Availability[]>();
  for (const row of rows) {
    const key = dayOf(row.date_start);
    const list = byDay.get(key) ?? [];
    list.push(seats.eventAvailability(row.id));
    byDay.set(key, list);
  }
  const dates = [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, list]) => ({ date: isoToUrlDay(key), availability: bestOf(list), events: list.length }));
  return { ...empty, dates };
}

/** Day of an instant within [from, until): a few dozen boundaries instead of a zone lookup per event. */
function dayLookup(from: string, until: string): (instant: Date) => string {
  const days: { day: string; start: number }[] = [];
  for (let day = from; day < until; day = shiftDay(day, 1)) days.push({ day, start: dayStart(day).getTime() });
  return (instant) => {
    const time = instant.getTime();
    let found = days[0]!.day;
    for (const entry of days) {
      if (entry.start > time) break;
      found = entry.day;
    }
    return found;
  };
}

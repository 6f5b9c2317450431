import type { EventItem } from "@schemas/api/event";
import type { TeaserItem } from "@schemas/api/teaser";
import { berlinDay } from "@schemas/rules/dates";

/*
 * Grouping of the event list by Berlin day with calendar teasers mixed in (001 §2, §3). A
 * teaser belongs at the end of its position day; it is placed only once the loaded events
 * reach past that day (or the list is complete), so loading the next page never moves it.
 */

export type ListItem = EventItem | TeaserItem;
export interface DayGroup { day: string; items: ListItem[] }

export function groupByDay(events: readonly EventItem[], teasers: readonly TeaserItem[], complete: boolean): DayGroup[] {
  const lastDay = events.length ? berlinDay(events[events.length - 1]!.date_start) : null;
  // Past the last loaded day a next page may still bring events of that day.
  const placed = teasers.filter((teaser) => complete || (lastDay !== null && teaser.position < lastDay));
  const items: { day: string; order: number; item: ListItem }[] = [
    ...events.map((event, index) => ({ day: berlinDay(event.date_start), order: index, item: event as ListItem })),
    ...placed.map((teaser, index) => ({ day: teaser.position, order: events.length + index, item: teaser as ListItem })),
  ];
  // Stable: events keep the API's order; teasers follow the events of their day.
  items.sort((a, b) => a.day.localeCompare(b.day) || a.order - b.order);
  const groups: DayGroup[] = [];
  for (const entry of items) {
    const last = groups[groups.length - 1];
    if (last?.day === entry.day) last.items.push(entry.item);
    else groups.push({ day: entry.day, items: [entry.item] });
  }
  return groups;
}

import type { EventItem } from "../../../schemas/api/event";
import type { TeaserItem } from "../../../schemas/api/teaser";

/*
 * Grouping of the event list by Berlin day with calendar teasers mixed in (001 §2, §3). A
 * teaser belongs at the end of its position day; it is placed only once the loaded events
 * reach past that day (or the list is complete), so loading the next page never moves it.
 */

export const SITE_TIME_ZONE = "Europe/Berlin";
export type ListItem = EventItem | TeaserItem;
export interface DayGroup { day: string; items: ListItem[] }

const dayFormat = new Intl.DateTimeFormat("en-CA", { timeZone: SITE_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

/** The Berlin day ("YYYY-MM-DD") of an instant. */
export const berlinDayOf = (iso: string) => dayFormat.format(new Date(iso));

export function groupByDay(events: readonly EventItem[], teasers: readonly TeaserItem[], complete: boolean): DayGroup[] {
  const lastDay = events.length ? berlinDayOf(events[events.length - 1]!.date_start) : null;
  // Past the last loaded day a next page may still bring events of that day.
  const placed = teasers.filter((teaser) => complete || (lastDay !== null && teaser.position < lastDay));
  const items: { day: string; order: number; item: ListItem }[] = [
    ...events.map((event, index) => ({ day: berlinDayOf(event.date_start), order: index, item: event as ListItem })),
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

/** "19:30 Uhr" in German, "19:30" in English, Berlin time. */
export function formatTime(iso: string, lang: "de" | "en"): string {
  const time = new Intl.DateTimeFormat("de-DE", { timeZone: SITE_TIME_ZONE, hour: "2-digit", minute: "2-digit" }).format(new Date(iso));
  return lang === "de" ? `${time} Uhr` : time;
}

/** The heading of a day group, e.g. "Freitag, 14. März 2025". */
export function formatDay(isoDay: string, lang: "de" | "en"): string {
  const [year, month, day] = isoDay.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(lang === "de" ? "de-DE" : "en-GB", { timeZone: "UTC", weekday: "long", day: "numeric", month: "long", year: "numeric" })
    .format(new Date(Date.UTC(year, month - 1, day)));
}

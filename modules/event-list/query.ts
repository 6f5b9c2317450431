import type { z } from "zod";
import { EVENT_LIST_LIMIT, type eventList } from "./schema";
import { eventWindow } from "./window";

/** What the event list asks the card service for; JSON-safe, as it is the cache key too. */
export interface EventListQuery {
  from: string;
  to?: string;
  tagId?: number;
  eventIds?: number[];
  limit: number;
}

const MINUTE = 60_000;

/**
 * The service query for one event list, or null when its window is already empty. "Now" is
 * floored to the minute so renders within a minute share one cached read.
 */
export function eventListQuery(module: z.output<typeof eventList.schema>, now: Date): EventListQuery | null {
  const minute = new Date(Math.floor(now.getTime() / MINUTE) * MINUTE);
  // Events picked by hand are shown as they are: no dates, tag or filter apply to them.
  if (module.children.length) {
    return { from: minute.toISOString(), eventIds: module.children, limit: module.children.length };
  }
  const window = eventWindow({ now: minute, filters: module.filters, date_from: module.date_from, date_to: module.date_to });
  if (window.to && window.to <= window.from) return null;
  return {
    from: window.from.toISOString(),
    to: window.to?.toISOString(),
    tagId: module.tag,
    limit: EVENT_LIST_LIMIT,
  };
}

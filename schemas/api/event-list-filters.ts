import { isUrlDate } from "../rules/dates";
import { isNumericId, isTypeKey } from "../rules/query-values";

/*
 * The event list's query keys (001 §2, §7) and what each value must be, without zod, so the
 * calendar's browser code can check its URL (src/site/programme/list-state.ts). The schema the
 * proxy and the APIs read the same query with is in ./event-list-query.ts.
 */

export const EVENT_FILTER_KEYS = ["room", "type", "tag", "series", "genre"] as const;
export type EventFilterKey = (typeof EVENT_FILTER_KEYS)[number];

/** Whether a value of the key is one the event list's schema accepts. */
export const EVENT_LIST_VALUE_CHECKS: Record<EventFilterKey | "date", (value: string) => boolean> = {
  room: isNumericId,
  type: isTypeKey,
  tag: isNumericId,
  series: isNumericId,
  genre: isNumericId,
  date: isUrlDate,
};

/** A query string as the schemas read it: one value per key, the last when a key repeats. */
export const queryRecord = (params: Iterable<[string, string]>): Record<string, string> => Object.fromEntries(params);

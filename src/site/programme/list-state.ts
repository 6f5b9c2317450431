import { EVENT_FILTER_KEYS, EVENT_LIST_VALUE_CHECKS, queryRecord, type EventFilterKey } from "@schemas/api/event-list-filters";

/*
 * The event list's state as the URL carries it (001 §2): `date` (DD-MM-YYYY) and the filter
 * keys room, type, tag, series, genre. Parsed on the client from the query (the page itself is
 * cached and never reads it) with the rules the proxy and the events API check it with;
 * unknown keys are ignored, values the rules refuse dropped.
 */

export interface ListState {
  /** DD-MM-YYYY, or undefined for today. */
  date?: string;
  filters: Partial<Record<EventFilterKey, string>>;
}

export const EMPTY_STATE: ListState = { filters: {} };

export function parseListState(query: Iterable<[string, string]>): ListState {
  const raw = queryRecord(query);
  const usable = (key: EventFilterKey | "date"): string | undefined => {
    const value = raw[key];
    return value !== undefined && EVENT_LIST_VALUE_CHECKS[key](value) ? value : undefined;
  };
  const filters: ListState["filters"] = {};
  for (const key of EVENT_FILTER_KEYS) {
    const value = usable(key);
    if (value) filters[key] = value;
  }
  return { date: usable("date"), filters };
}

/** The query string of a state (without "?"), in a fixed key order so equal states give equal URLs. */
export function serializeListState(state: ListState): string {
  const params = new URLSearchParams();
  if (state.date) params.set("date", state.date);
  for (const key of EVENT_FILTER_KEYS) {
    const value = state.filters[key];
    if (value) params.set(key, value);
  }
  return params.toString();
}

export const hasFilters = (state: ListState) => EVENT_FILTER_KEYS.some((key) => Boolean(state.filters[key]));

/** The calendar's and the teasers' query: filters (and date) without paging. */
export function filterQuery(state: ListState, date?: string): string {
  return serializeListState({ date: date ?? state.date, filters: state.filters });
}

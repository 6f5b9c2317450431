import { parseUrlDate } from "../../../schemas/rules/dates";

/*
 * The event list's state as the URL carries it (001 §2): `date` (DD-MM-YYYY) and the filter
 * keys room, type, tag, series, genre. Parsed on the client from the query (the page itself is
 * cached and never reads it); unknown keys are ignored, malformed values dropped.
 */

export const FILTER_KEYS = ["room", "type", "tag", "series", "genre"] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export interface ListState {
  /** DD-MM-YYYY, or undefined for today. */
  date?: string;
  filters: Partial<Record<FilterKey, string>>;
}

export const EMPTY_STATE: ListState = { filters: {} };

/** `type` takes the type's slug (its option id); the other keys numeric ids. */
const VALID: Record<FilterKey, RegExp> = {
  room: /^[1-9]\d{0,8}$/,
  type: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
  tag: /^[1-9]\d{0,8}$/,
  series: /^[1-9]\d{0,8}$/,
  genre: /^[1-9]\d{0,8}$/,
};

export function parseListState(query: { get(name: string): string | null }): ListState {
  const date = query.get("date");
  const filters: ListState["filters"] = {};
  for (const key of FILTER_KEYS) {
    const value = query.get(key);
    if (value && VALID[key].test(value)) filters[key] = value;
  }
  return { date: date && parseUrlDate(date) ? date : undefined, filters };
}

/** The query string of a state (without "?"), in a fixed key order so equal states give equal URLs. */
export function serializeListState(state: ListState): string {
  const params = new URLSearchParams();
  if (state.date) params.set("date", state.date);
  for (const key of FILTER_KEYS) {
    const value = state.filters[key];
    if (value) params.set(key, value);
  }
  return params.toString();
}

export const hasFilters = (state: ListState) => FILTER_KEYS.some((key) => Boolean(state.filters[key]));

/** The calendar's and the teasers' query: filters (and date) without paging. */
export function filterQuery(state: ListState, date?: string): string {
  return serializeListState({ date: date ?? state.date, filters: state.filters });
}

/** DD-MM-YYYY of an ISO day "YYYY-MM-DD" and back. */
export const isoToUrlDay = (iso: string) => iso.split("-").reverse().join("-");
export const urlToIsoDay = (day: string) => day.split("-").reverse().join("-");

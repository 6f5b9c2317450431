import { isUrlDate } from "@schemas/rules/dates";

/*
 * The productions list's state as the URL carries it (001 §2/§3): the filters season,
 * exhibition_type and tag, `date` (DD-MM-YYYY, productions not over by then; default today)
 * and `page`. Read on the client from the query, like the event list's (list-state.ts);
 * unknown keys are ignored, malformed values dropped.
 */

export const PRODUCTION_FILTER_KEYS = ["season", "exhibition_type", "tag"] as const;
export type ProductionFilterKey = (typeof PRODUCTION_FILTER_KEYS)[number];

export interface ProductionListState {
  date?: string;
  filters: Partial<Record<ProductionFilterKey, string>>;
  /** 1-based; undefined is the first page. */
  page?: number;
}

export const EMPTY_PRODUCTION_STATE: ProductionListState = { filters: {} };

const ID = /^[1-9]\d{0,8}$/;
/** exhibition_type takes the type's slug (its option id), as the event list's `type`. */
const VALID: Record<ProductionFilterKey, RegExp> = { season: ID, exhibition_type: /^[a-z0-9]+(?:-[a-z0-9]+)*$/, tag: ID };

export function parseProductionState(query: { get(name: string): string | null }): ProductionListState {
  const filters: ProductionListState["filters"] = {};
  for (const key of PRODUCTION_FILTER_KEYS) {
    const value = query.get(key);
    if (value && VALID[key].test(value)) filters[key] = value;
  }
  const date = query.get("date");
  const page = query.get("page");
  return {
    date: date && isUrlDate(date) ? date : undefined,
    filters,
    page: page && /^[1-9]\d{0,5}$/.test(page) && page !== "1" ? Number(page) : undefined,
  };
}

/** The page's query (without "?"), keys in a fixed order; the first page and today leave no trace. */
export function serializeProductionState(state: ProductionListState): string {
  const params = new URLSearchParams();
  if (state.date) params.set("date", state.date);
  for (const key of PRODUCTION_FILTER_KEYS) {
    const value = state.filters[key];
    if (value) params.set(key, value);
  }
  if (state.page && state.page > 1) params.set("page", String(state.page));
  return params.toString();
}

/** The API's query for a state: the date defaults to today (DD-MM-YYYY), so finished productions stay out. */
export function productionApiQuery(state: ProductionListState, todayUrlDay: string): string {
  return serializeProductionState({ ...state, date: state.date ?? todayUrlDay });
}

export const hasProductionFilters = (state: ProductionListState) => PRODUCTION_FILTER_KEYS.some((key) => Boolean(state.filters[key]));

/** A change of filters or date starts again at the first page. */
export const withFilter = (state: ProductionListState, key: ProductionFilterKey, value: string | undefined): ProductionListState =>
  ({ ...state, filters: { ...state.filters, [key]: value }, page: undefined });

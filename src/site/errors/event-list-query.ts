import { parseUrlDate } from "../../../schemas/rules/dates";

/** The event list's filter keys (001 §2, §7); each takes numeric ids. */
export const EVENT_FILTER_KEYS = ["room", "type", "tag", "series", "genre"] as const;

type Query = Record<string, string | string[] | undefined>;
const values = (value: string | string[] | undefined) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
/** One id, or several separated by commas ("3,7"). */
const NUMERIC_IDS = /^\d+(,\d+)*$/;
/** The exhibition-type options name their type by slug (001 §3: "id (slug)"), so `type` takes one too. */
const TYPE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Whether the event list's query is usable (001 §5): `date` a real DD-MM-YYYY day, every
 * filter key numeric ids. Unknown keys are ignored (001 §2). A bad query leads to the error
 * page (000 §5, §8), not to a list that silently drops the filter. The proxy checks it
 * (src/server/http/proxy-rules.ts) so the cached page never reads the query.
 */
export function isValidEventListQuery(query: Query): boolean {
  if (!values(query.date).every((date) => parseUrlDate(date) !== null)) return false;
  return EVENT_FILTER_KEYS.every((key) => values(query[key]).every((value) => NUMERIC_IDS.test(value) || (key === "type" && TYPE_SLUG.test(value))));
}

import type { TFunction } from "@/i18n/translate";

/** The event list's strings, looked up on the server and handed to the client components as props. */
export function eventListTexts(t: TFunction) {
  const keys = [
    "filters", "calendar", "location", "exhibition_type", "tags", "series", "genre", "all", "selected", "remove_filter",
    "remove_all", "open_panels", "close", "count_one", "count_other", "loading", "load_more", "empty_heading", "empty_text",
    "reset", "no_upcoming", "details", "tickets", "free", "sold_out", "limited", "available", "previous_month", "next_month",
    "today", "date_selected",
  ] as const;
  // Interpolation markers stay in the text; the client fills them (fill()).
  return Object.fromEntries(keys.map((key) => [key, t(`programme:list.${key}`, { name: "{{name}}", date: "{{date}}" })])) as Record<(typeof keys)[number], string>;
}
export type EventListTexts = ReturnType<typeof eventListTexts>;

/** "{{name}}" → value. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (match, key: string) => (key in values ? String(values[key]) : match));

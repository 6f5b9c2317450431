import type { TFunction } from "@/i18n/translate";

/** The productions list's strings, looked up on the server and handed to the client list. */
export function productionListTexts(t: TFunction) {
  const own = ["season", "exhibition_type", "tags", "date", "count_one", "count_other", "loading", "none", "paging", "previous", "next", "page"] as const;
  const shared = ["filters", "all", "selected", "remove_filter", "remove_all", "empty_heading", "empty_text", "reset", "close"] as const;
  // Interpolation markers stay in the text; the client fills them (fill()).
  const keep = { name: "{{name}}" };
  return {
    ...Object.fromEntries(own.map((key) => [key, t(`programme:productions.${key}`, keep)])) as Record<(typeof own)[number], string>,
    ...Object.fromEntries(shared.map((key) => [key, t(`programme:list.${key}`, keep)])) as Record<(typeof shared)[number], string>,
  };
}
export type ProductionListTexts = ReturnType<typeof productionListTexts>;

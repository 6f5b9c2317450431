import { z } from "zod";
import { imageValueSchema } from "../rules/image";
import { localeSchema } from "../rules/localized";
import { pageField, pageSizeField, searchText } from "./query-fields";
import { pagedSchema } from "./paging";

/*
 * Site search (000 §2, §4, §5; 001 §7). The search page is search/{category?}/{page?}; the
 * categories are the kinds of results, in the order the page lists them.
 */

export const SEARCH_CATEGORIES = ["events", "productions", "articles", "people", "venues", "series", "pages"] as const;
export const searchCategorySchema = z.enum(SEARCH_CATEGORIES, { error: "invalid_choice" });
export type SearchCategory = z.infer<typeof searchCategorySchema>;

/** The search form submits only non-empty text (000 §5); a blank q answers no results. */
const q = searchText.default("");

/** GET /{lang}/api/search/: q, optional category, page (page_size 1-50, default 10). */
export const searchQuerySchema = z.object({
  q,
  category: searchCategorySchema.optional(),
  page: pageField,
  page_size: pageSizeField(),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;

/** GET /api/search/events/ and /api/search/others/: q and page; language from ?lang= or the browser. */
export const searchPartQuerySchema = z.object({ q, page: pageField, page_size: pageSizeField(), lang: localeSchema.optional() });
export type SearchPartQuery = z.output<typeof searchPartQuerySchema>;

export const AUTOCOMPLETE_LIMIT = 8;
/** GET /api/search/autocomplete/: the (lowercased, 000 §5) text typed so far. */
export const autocompleteQuerySchema = z.object({
  q: searchText.min(1, { error: "required" }).transform((value) => value.toLowerCase()),
  lang: localeSchema.optional(),
});

export const searchResultSchema = z.object({
  type: searchCategorySchema,
  id: z.number(),
  title: z.string(),
  subline: z.string(),
  url: z.string(),
  /** The best passages with the matched words in <mark>; HTML, everything else escaped. */
  snippet: z.string(),
  /** Events: their start; other results null. */
  date_start: z.iso.datetime({ offset: true }).nullable(),
  image: imageValueSchema.nullable(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchResponseSchema = pagedSchema(searchResultSchema).extend({
  q: z.string(),
  /** Matches per category, whatever category is asked for (the search page's tabs). */
  categories: z.array(z.object({ id: searchCategorySchema, count: z.number() })),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;


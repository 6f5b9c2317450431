import { z } from "zod";
import { countField, numericId, pageField, pageSizeField } from "./query-fields";

/** GET /{lang}/api/articles/: newest first, optionally one category or one topic (tag). */
export const articlesQuerySchema = z.object({
  category: numericId.optional(),
  tag: numericId.optional(),
  page: pageField,
  page_size: pageSizeField(),
});
export type ArticlesQuery = z.output<typeof articlesQuerySchema>;

/** The magazine teaser list shows 1 to 8 items (001 §5). */
export const TEASER_ITEMS_MAX = 8;

/**
 * GET /{lang}/api/articles-teaser/: the newest articles as teasers for lists (the magazine
 * teaser row, "more stories" under an article): `limit` 1-8 (default 4), optionally one
 * category or tag, and `exclude` to leave out the article being read.
 */
export const articlesTeaserQuerySchema = z.object({
  category: numericId.optional(),
  tag: numericId.optional(),
  exclude: numericId.optional(),
  limit: countField(1, TEASER_ITEMS_MAX, 4),
});
export type ArticlesTeaserQuery = z.output<typeof articlesTeaserQuerySchema>;

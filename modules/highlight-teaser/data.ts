import "server-only";
import type { ArticleCard } from "@schemas/api/cards";
import type { Locale } from "@schemas/rules/localized";
import { cached } from "@/server/cache";
import { TAGS } from "@/server/cache-tags";
import { getDb } from "@/server/db/client";
import { listLatestArticles } from "@/server/services/cards";
import { HIGHLIGHT_ARTICLES } from "./schema";

/** The newest articles of the chosen categories; revalidated with article writes. */
export const getHighlightArticles = cached(
  async (lang: Locale, categoryIds: number[]): Promise<ArticleCard[]> =>
    listLatestArticles((await getDb()).db, { lang, limit: HIGHLIGHT_ARTICLES, categoryIds }),
  ["module:highlight-teaser"],
  [TAGS.articles],
);

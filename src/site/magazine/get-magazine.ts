import "server-only";
import type { ArticleItem } from "@schemas/api/article";
import type { Locale } from "@schemas/rules/localized";
import { cached } from "@/server/cache";
import { TAGS } from "@/server/cache-tags";
import { getDb } from "@/server/db/client";
import { countArticles, listArticles, listArticleTags, type ArticleFilter } from "@/server/services/articles";

export const ARTICLES_PAGE_SIZE = 12;

/** The first page of a magazine list (all, one category or one topic), newest first. */
export const getArticlePage = cached(
  async (lang: Locale, filter: ArticleFilter): Promise<{ count: number; results: ArticleItem[]; hasMore: boolean }> => {
    const { db } = await getDb();
    const [count, list] = await Promise.all([
      countArticles(db, filter),
      listArticles(db, { lang, filter, offset: 0, limit: ARTICLES_PAGE_SIZE }),
    ]);
    return { count, ...list };
  },
  ["site", "magazine", "page"],
  [TAGS.articles],
);

export const getArticleTags = cached(async (lang: Locale) => listArticleTags((await getDb()).db, lang), ["site", "magazine", "tags"], [TAGS.articles]);

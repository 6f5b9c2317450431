import "server-only";
import type { ArticleCard } from "@schemas/api/cards";
import type { Locale } from "@schemas/rules/localized";
import { cached } from "@/server/cache";
import { TAGS } from "@/server/cache-tags";
import { getDb } from "@/server/db/client";
import { listLatestArticles } from "@/server/services/cards";

/** The latest magazine articles, optionally of one category; revalidated with article writes. */
export const getLatestArticles = cached(
  async (lang: Locale, limit: number, categoryId?: number): Promise<ArticleCard[]> =>
    listLatestArticles((await getDb()).db, { lang, limit, categoryIds: categoryId ? [categoryId] : undefined }),
  ["module:blog-teaser-list"],
  [TAGS.articles],
);

import "server-only";
import { and, asc, desc, eq, inArray, lte, ne, sql, type SQL } from "drizzle-orm";
import type { ArticleItem } from "@schemas/api/article";
import { imageForLang } from "@schemas/entities/media";
import type { Locale } from "@schemas/rules/localized";
import type { Db } from "../db/open";
import { articleCategories, articles, articlesTags, articleTags } from "../db/schema/magazine";
import { articleTagUrl, articleUrl } from "./links";

export interface ArticleFilter {
  category?: number;
  tag?: number;
  exclude?: number;
}

/** Online articles already published (a scheduled one appears at its published_at). */
export function articleConditions(filter: ArticleFilter): SQL {
  return and(
    eq(articles.is_online, true),
    lte(articles.published_at, sql`now()`),
    filter.category === undefined ? undefined : eq(articles.category_id, filter.category),
    filter.exclude === undefined ? undefined : ne(articles.id, filter.exclude),
    filter.tag === undefined
      ? undefined
      : sql`exists (select 1 from ${articlesTags} where ${articlesTags.article_id} = ${articles.id} and ${articlesTags.tag_id} = ${filter.tag})`,
  )!;
}

const columns = {
  id: articles.id, title: articles.title, subline: articles.subline, teaser_text: articles.teaser_text, slug: articles.slug,
  image: articles.image, published_at: articles.published_at, meta_description: articles.meta_description, author_id: articles.author_id,
  category: { id: articleCategories.id, name: articleCategories.name, slug: articleCategories.slug, style_name: articleCategories.style_name },
};

export const selectArticleRows = (db: Db) =>
  db.select(columns).from(articles).leftJoin(articleCategories, eq(articleCategories.id, articles.category_id)).$dynamic();

export type ArticleRow = Awaited<ReturnType<ReturnType<typeof selectArticleRows>["execute"]>>[number];

export async function toArticleItems(db: Db, rows: readonly ArticleRow[], lang: Locale): Promise<ArticleItem[]> {
  const ids = rows.map((row) => row.id);
  const tags = ids.length
    ? await db.select({ article_id: articlesTags.article_id, id: articleTags.id, name: articleTags.name, slug: articleTags.slug })
      .from(articlesTags).innerJoin(articleTags, eq(articleTags.id, articlesTags.tag_id))
      .where(inArray(articlesTags.article_id, ids)).orderBy(asc(articleTags.id))
    : [];
  return rows.map((row) => ({
    id: row.id,
    xtype: "article",
    title: row.title[lang],
    subline: row.subline[lang],
    teaser_text: row.teaser_text[lang],
    slug: row.slug[lang],
    url: articleUrl(lang, row.slug[lang], row.id),
    image: imageForLang(row.image, lang),
    category: row.category
      ? { id: row.category.id, name: row.category.name[lang], style_name: row.category.style_name, slug: row.category.slug[lang] }
      : null,
    tags: tags.filter((tag) => tag.article_id === row.id)
      .map((tag) => ({ id: tag.id, name: tag.name[lang], slug: tag.slug[lang], url: articleTagUrl(lang, tag.slug[lang], tag.id) })),
    published_at: row.published_at.toISOString(),
  }));
}

/** Newest first, then the higher id: a total order, matching the (published_at, id) indexes. */
export async function listArticles(db: Db, options: { lang: Locale; filter: ArticleFilter; offset: number; limit: number }) {
  const { lang, filter, offset, limit } = options;
  const rows = await selectArticleRows(db).where(articleConditions(filter))
    .orderBy(desc(articles.published_at), desc(articles.id)).limit(limit + 1).offset(offset);
  return { results: await toArticleItems(db, rows.slice(0, limit), lang), hasMore: rows.length > limit };
}

export const countArticles = (db: Db, filter: ArticleFilter) => db.$count(articles, articleConditions(filter));

/** The magazine's topics with their number of published articles, most used first. */
export async function listArticleTags(db: Db, lang: Locale) {
  const rows = await db.select({ id: articleTags.id, name: articleTags.name, slug: articleTags.slug, articles: sql<number>`count(${articles.id})::int` })
    .from(articleTags)
    .innerJoin(articlesTags, eq(articlesTags.tag_id, articleTags.id))
    .innerJoin(articles, and(eq(articles.id, articlesTags.article_id), articleConditions({})))
    .groupBy(articleTags.id)
    .orderBy(desc(sql`count(${articles.id})`), asc(articleTags.id));
  return rows.map((row) => ({ id: row.id, name: row.name[lang], slug: row.slug[lang], url: articleTagUrl(lang, row.slug[lang], row.id), articles: row.articles }));
}

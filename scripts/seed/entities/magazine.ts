import { createArticleSchema } from "@schemas/entities/article";
import { createArticleCategorySchema } from "@schemas/entities/article-category";
import { createTagSchema } from "@schemas/entities/tag";
import { articleCategories, articles, articlesTags, articleTags, containers } from "@/server/db/schema";
import { ARTICLE_CATEGORIES, ARTICLE_TAGS, ARTICLES, type ArticleText } from "../content/magazine";
import { entityImage, need, type SeedContext } from "../context";
import { insertIds, insertRows, parseWith } from "../insert";
import { berlinTime, slugify } from "../random";
import { articleBody, ARTICLE_CONTENT_TYPE } from "./article-body";
import { storedSection } from "@/server/content/stored-section";

const slugs = (name: { de: string; en: string }) => ({ de: slugify(name.de), en: slugify(name.en) });

/** Categories, topics and the stories; `scale` repeats the stories further back in time. */
export async function seedMagazine(ctx: SeedContext): Promise<void> {
  const categoryIds = await insertIds(ctx.db, articleCategories, ARTICLE_CATEGORIES.map((category, position) =>
    parseWith(createArticleCategorySchema, { name: category.name, slug: slugs(category.name), style_name: category.style_name, position }, `category ${category.key}`)));
  ARTICLE_CATEGORIES.forEach((category, index) => ctx.ids.categories.set(category.key, categoryIds[index]!));

  const tagIds = await insertIds(ctx.db, articleTags, ARTICLE_TAGS.map((tag) =>
    parseWith(createTagSchema, { name: tag.name, slug: slugs(tag.name) }, `article tag ${tag.key}`)));
  ARTICLE_TAGS.forEach((tag, index) => ctx.ids.articleTags.set(tag.key, tagIds[index]!));

  // Copies for --scale go back one more year each, so the newest stories stay the real ones.
  const stories: { text: ArticleText; daysAgo: number }[] = [];
  for (let copy = 0; copy < ctx.scale; copy++) {
    for (const text of ARTICLES) stories.push({ text, daysAgo: text.daysAgo + copy * 365 });
  }
  const parsed = stories.map(({ text, daysAgo }) =>
    parseWith(createArticleSchema, {
      title: text.title,
      slug: slugs(text.title),
      teaser_text: text.teaser,
      meta_description: text.teaser,
      image: entityImage(ctx, text.image),
      category_id: need(ctx.ids.categories, text.category),
      tag_ids: text.tags.map((tag) => need(ctx.ids.articleTags, tag)),
      author_id: need(ctx.ids.people, text.author),
      published_at: berlinTime(ctx.today, -daysAgo, 9, 0).toISOString(),
      is_online: true,
    }, `article ${text.key}`));
  const ids = await insertIds(ctx.db, articles, parsed.map(({ tag_ids: _tags, ...columns }) => ({ ...columns, published_at: new Date(columns.published_at) })));
  ctx.ids.articles.push(...ids);

  await insertRows(ctx.db, articlesTags, parsed.flatMap((article, index) => (article.tag_ids ?? []).map((tag_id) => ({ article_id: ids[index]!, tag_id }))));
  const rng = ctx.rng.fork("article-bodies");
  await insertRows(ctx.db, containers, stories.flatMap(({ text }, index) =>
    (["de", "en"] as const).flatMap((lang) =>
      articleBody(ctx, rng, text, lang).map((data, position) => ({ slug: data.id, content_type: ARTICLE_CONTENT_TYPE, object_id: ids[index]!, lang, position, ...storedSection(data) })))));
}

import { z } from "zod";
import { imageValueSchema } from "../rules/image";
import { articleCategorySchema } from "./options";

/** An article in lists (/{lang}/api/articles/, /{lang}/api/articles-teaser/). */
export const articleItemSchema = z.object({
  id: z.number(),
  xtype: z.literal("article"),
  title: z.string(),
  subline: z.string(),
  teaser_text: z.string(),
  slug: z.string(),
  url: z.string(),
  image: imageValueSchema.nullable(),
  category: articleCategorySchema.nullable(),
  tags: z.array(z.object({ id: z.number(), name: z.string(), slug: z.string(), url: z.string() })),
  published_at: z.iso.datetime({ offset: true }),
});
export type ArticleItem = z.infer<typeof articleItemSchema>;

/** A magazine topic (/{lang}/stories/tags/{slug}/{id}) with the number of online articles. */
export const articleTagSchema = z.object({ id: z.number(), name: z.string(), slug: z.string(), url: z.string(), articles: z.number() });
export type ArticleTag = z.infer<typeof articleTagSchema>;

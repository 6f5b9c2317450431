import { z } from "zod";
import { field, l } from "../rules/field";
import { dateTimeSchema } from "../rules/date-time";
import { DESCRIPTION_MAX } from "../rules/text";
import { localizedOptional, localizedSlug, localizedTitle, onlineFlag, reference, references } from "./common";
import { entityImageField } from "./media";

export const ARTICLE_TEASER_MAX = 500;

/**
 * A magazine story (/{lang}/stories/{slug}/{id}). Its body is made of content modules in
 * containers owned by the article (content_type "magazine.article"); it is listed from
 * published_at on, newest first.
 */
export const createArticleSchema = z.object({
  title: localizedTitle(l("Titel", "Title")),
  slug: localizedSlug(),
  subline: localizedOptional(l("Unterzeile", "Subline")),
  teaser_text: localizedOptional(l("Teasertext", "Teaser text"), ARTICLE_TEASER_MAX, "textarea"),
  meta_description: localizedOptional(l("Meta-Beschreibung", "Meta description"), DESCRIPTION_MAX, "textarea"),
  image: entityImageField(),
  category_id: reference("article-category", l("Kategorie", "Category")),
  tag_ids: references("tag", l("Themen", "Topics")),
  author_id: reference("person", l("Autor:in", "Author")),
  published_at: field(dateTimeSchema, { label: l("Veröffentlicht am", "Published at"), widget: "datetime" }),
  is_online: onlineFlag(),
});
export type CreateArticleInput = z.input<typeof createArticleSchema>;
export const updateArticleSchema = createArticleSchema.partial();

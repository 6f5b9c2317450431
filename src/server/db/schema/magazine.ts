import { sql } from "drizzle-orm";
import {
  boolean, index, integer, jsonb, pgTable, primaryKey, serial, timestamp, varchar,
} from "drizzle-orm/pg-core";
import type { EntityImage } from "@schemas/entities/media";
import { localized, localizedBlank, timestamps } from "./columns";
import { people } from "./programme";
import { localizedSearchColumns, searchIndexes, translation } from "./search-columns";

export const articleCategories = pgTable("article_categories", {
  id: serial("id").primaryKey(),
  name: localized("name"),
  slug: localized("slug"),
  style_name: varchar("style_name", { length: 64 }),
  position: integer("position").notNull().default(0),
  ...timestamps,
});

export const articleTags = pgTable("article_tags", {
  id: serial("id").primaryKey(),
  name: localized("name"),
  slug: localized("slug"),
  ...timestamps,
});

/** Magazine stories; the body is content modules in containers owned by the article. */
export const articles = pgTable("articles", {
  id: serial("id").primaryKey(),
  title: localized("title"),
  slug: localized("slug"),
  subline: localizedBlank("subline"),
  teaser_text: localizedBlank("teaser_text"),
  meta_description: localizedBlank("meta_description"),
  image: jsonb("image").$type<EntityImage | null>(),
  category_id: integer("category_id").references(() => articleCategories.id, { onDelete: "set null" }),
  author_id: integer("author_id").references(() => people.id, { onDelete: "set null" }),
  published_at: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  is_online: boolean("is_online").notNull().default(true),
  ...timestamps,
  // The body's text is in the article's containers (their own search column).
  ...localizedSearchColumns([["title", "A"], ["subline", "B"], ["teaser_text", "C"], ["meta_description", "D"]]),
}, (t) => [
  // Newest first, (published_at, id) being the unique order paging walks.
  index("articles_published_idx").on(t.published_at, t.id),
  index("articles_category_idx").on(t.category_id, t.published_at, t.id),
  index("articles_author_idx").on(t.author_id),
  ...searchIndexes("articles", t),
  // Autocomplete asks whether a title (search_titles) still has a published article.
  index("articles_title_de_idx").on(sql`(${translation("title", "de")})`, t.published_at),
  index("articles_title_en_idx").on(sql`(${translation("title", "en")})`, t.published_at),
]);

export const articlesTags = pgTable("articles_tags", {
  article_id: integer("article_id").notNull().references(() => articles.id, { onDelete: "cascade" }),
  tag_id: integer("tag_id").notNull().references(() => articleTags.id, { onDelete: "cascade" }),
}, (t) => [primaryKey({ columns: [t.article_id, t.tag_id] }), index("articles_tags_tag_idx").on(t.tag_id)]);

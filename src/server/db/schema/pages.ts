import { sql } from "drizzle-orm";
import {
  boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import type { ImageValue } from "@schemas/rules/image";
import type { PageSettingsDraft } from "@schemas/entities/page";
import type { PageSnapshot } from "@schemas/entities/page-version";
import { timestamps } from "./columns";
import { byRowLanguage, sectionSearchColumns, tsvector, weightedVector } from "./search-columns";
import { sectionData } from "./section-data";

export const pages = pgTable("pages", {
  id: serial("id").primaryKey(),
  parent_id: integer("parent_id").references((): AnyPgColumn => pages.id, { onDelete: "set null" }),
  content_type: varchar("content_type", { length: 64 }).notNull().default("cms.page"),
  position: integer("position").notNull().default(0),
  is_online: boolean("is_online").notNull().default(true),
  is_clickable: boolean("is_clickable").notNull().default(true),
  in_menu: boolean("in_menu").notNull().default(false),
  in_footer: boolean("in_footer").notNull().default(false),
  is_landing_page: boolean("is_landing_page").notNull().default(false),
  og_type: varchar("og_type", { length: 32 }).notNull().default("website"),
  og_image: jsonb("og_image").$type<ImageValue | null>(),
  settings_url: text("settings_url"),
  /**
   * When the page first went online. Its paths have been public since, so moving it leaves
   * redirects from the old ones; a page that never was online moves without a trace.
   */
  first_online_at: timestamp("first_online_at", { withTimezone: true }),
  /** Set while the page is in the trash: it answers 404 and is left out of every list but the trash's. */
  deleted_at: timestamp("deleted_at", { withTimezone: true }),
  deleted_by: integer("deleted_by"),
  /**
   * The editors' working settings (the settings dialog's fields in every language) until
   * they are published; null while they equal the published ones, the columns above.
   */
  settings_draft: jsonb("settings_draft").$type<PageSettingsDraft>(),
  ...timestamps,
}, (t) => [index("pages_parent_idx").on(t.parent_id, t.position), index("pages_deleted_idx").on(t.deleted_at)]);

/** Everything a page says in one language: its path, titles and meta. */
export const pageTranslations = pgTable("page_translations", {
  page_id: integer("page_id").notNull().references(() => pages.id, { onDelete: "cascade" }),
  lang: varchar("lang", { length: 2 }).notNull(),
  path: varchar("path", { length: 512 }).notNull(),
  title: varchar("title", { length: 255 }).notNull(),
  headline: varchar("headline", { length: 255 }),
  meta_title: varchar("meta_title", { length: 255 }),
  meta_description: text("meta_description"),
  og_title: varchar("og_title", { length: 255 }),
  og_description: text("og_description"),
  /** Title, headline and description in the row's language; the modules are the containers'. */
  search: tsvector("search").notNull().generatedAlwaysAs(byRowLanguage((lang) => weightedVector(lang, [
    [sql`${sql.identifier("title")}`, "A"],
    [sql`${sql.identifier("headline")}`, "A"],
    [sql`${sql.identifier("meta_description")}`, "C"],
  ]))),
}, (t) => [
  uniqueIndex("page_translations_page_lang_uq").on(t.page_id, t.lang),
  uniqueIndex("page_translations_lang_path_uq").on(t.lang, t.path),
  index("page_translations_search_idx").using("gin", t.search),
  index("page_translations_title_trgm_idx").using("gin", sql`lower(${t.title}) gin_trgm_ops`),
]);

/**
 * The columns of a section ("container"), shared by the editors' working copy and the
 * published copy, so a column added here is in both and publishing (which copies every
 * column) carries it along. `data` holds the section settings, its columns and their
 * modules; it is validated against the module registry on every write
 * (src/server/content/containers.ts).
 */
const sectionColumns = () => ({
  id: serial("id").primaryKey(),
  slug: varchar("slug", { length: 128 }).notNull(),
  content_type: varchar("content_type", { length: 64 }).notNull(),
  object_id: integer("object_id").notNull(),
  lang: varchar("lang", { length: 2 }).notNull(),
  position: integer("position").notNull().default(0),
  data: sectionData("data").notNull(),
  /**
   * Counts the section's writes: an editor sends the version it last saw with each write, and
   * an outdated one is refused (409), so two editors on one page never overwrite each other.
   */
  version: integer("version").notNull().default(1),
  /** Who wrote the section last: the name a refused editor is shown. */
  updated_by: integer("updated_by"),
  ...timestamps,
  /**
   * The text of the section's searchable module fields and its vector in the row's language:
   * CMS pages and article bodies are found through it. Every write passes the text
   * (src/server/content/stored-section.ts).
   */
  ...sectionSearchColumns(),
});

/**
 * A section of modules owned by any entity (content_type + object_id) in one language: the
 * working copy, which every editor write changes and edit mode shows.
 */
export const containers = pgTable("containers", sectionColumns(), (t) => [
  uniqueIndex("containers_slug_uq").on(t.slug),
  index("containers_owner_idx").on(t.content_type, t.object_id, t.lang, t.position),
  index("containers_search_idx").using("gin", t.search),
]);

/**
 * The last version of every section that was deleted from the working copy (by an editor, a
 * discard, a restored version or a purged page), kept by a trigger on `containers` (migration
 * 0017). A section created again under the same slug (an undone delete) counts on from it, so
 * an editor still holding a version of the old section is refused instead of matching a
 * restarted count.
 */
export const retiredSectionVersions = pgTable("retired_section_versions", {
  slug: varchar("slug", { length: 128 }).primaryKey(),
  version: integer("version").notNull(),
});

/**
 * The sections visitors, site search and the sitemap see: a copy of an owner's working
 * sections, taken whole when an editor publishes (src/server/content/publish.ts). The id is
 * the working row's; a slug is unique per owner only, since a section moved to another page
 * stays in the old page's published copy until that page is published again.
 */
export const publishedContainers = pgTable("published_containers", { ...sectionColumns(), id: integer("id").notNull() }, (t) => [
  primaryKey({ columns: [t.content_type, t.object_id, t.slug] }),
  index("published_containers_owner_idx").on(t.content_type, t.object_id, t.lang, t.position),
  index("published_containers_search_idx").using("gin", t.search),
]);

/**
 * An owner's publishing state: when and by whom its sections were last published, and a
 * publication planned for later (publish_at, Europe/Berlin as the editor chose it, stored in
 * UTC). A due plan is carried out by the first read or timer that finds it (publish.ts).
 */
export const publications = pgTable("publications", {
  content_type: varchar("content_type", { length: 64 }).notNull(),
  object_id: integer("object_id").notNull(),
  published_at: timestamp("published_at", { withTimezone: true }),
  published_by: integer("published_by"),
  publish_at: timestamp("publish_at", { withTimezone: true }),
  scheduled_by: integer("scheduled_by"),
}, (t) => [
  primaryKey({ columns: [t.content_type, t.object_id] }),
  index("publications_publish_at_idx").on(t.publish_at),
]);

/** Every save of a page keeps the state before it, so an editor can view and restore it. */
export const pageVersions = pgTable("page_versions", {
  id: serial("id").primaryKey(),
  page_id: integer("page_id").notNull().references(() => pages.id, { onDelete: "cascade" }),
  snapshot: jsonb("snapshot").$type<PageSnapshot>().notNull(),
  /** The editor's own name for the version; none for a save kept automatically. */
  label: varchar("label", { length: 120 }),
  /** Set on the version a publication kept: the list names it "Veröffentlicht" / "Published". */
  published: boolean("published").notNull().default(false),
  created_by: integer("created_by"),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
}, (t) => [index("page_versions_page_idx").on(t.page_id, t.id)]);

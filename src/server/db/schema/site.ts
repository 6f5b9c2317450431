import { sql } from "drizzle-orm";
import {
  boolean, check, date, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import type { Localized } from "@schemas/rules/localized";
import type { EntityImage } from "@schemas/entities/media";
import type { Menu } from "@schemas/entities/navigation-item";
import { DESIGN_DEFAULTS, type ERROR_PAGE_STATUSES, type EVENT_STYLES, type MENU_STYLES } from "@schemas/entities/settings";
import { localized, localizedBlank, timestamps } from "./columns";

const hours = {
  closed: boolean("closed").notNull().default(false),
  time_from: varchar("time_from", { length: 5 }),
  time_to: varchar("time_to", { length: 5 }),
  alternative_text: localizedBlank("alternative_text"),
  alternative_link_url: text("alternative_link_url"),
};

/** Regular hours per ISO weekday (1 = Monday); a day may have several ranges. */
export const openingHours = pgTable("opening_hours", {
  id: serial("id").primaryKey(),
  weekday: smallint("weekday").notNull(),
  ...hours,
  ...timestamps,
}, (t) => [
  index("opening_hours_weekday_idx").on(t.weekday, t.time_from),
  check("opening_hours_weekday_check", sql`${t.weekday} BETWEEN 1 AND 7`),
]);

export const openingHoursExceptions = pgTable("opening_hours_exceptions", {
  id: serial("id").primaryKey(),
  date: date("date", { mode: "string" }).notNull(),
  ...hours,
  ...timestamps,
}, (t) => [index("opening_hours_exceptions_date_idx").on(t.date)]);

export const breakingNews = pgTable("breaking_news", {
  id: serial("id").primaryKey(),
  title: localized("title"),
  text: localizedBlank("text"),
  link_url: text("link_url"),
  link_title: localizedBlank("link_title"),
  active_from: timestamp("active_from", { withTimezone: true }),
  active_to: timestamp("active_to", { withTimezone: true }),
  is_online: boolean("is_online").notNull().default(true),
  ...timestamps,
}, (t) => [index("breaking_news_active_idx").on(t.is_online, t.active_from)]);

export const navigationItems = pgTable("navigation_items", {
  id: serial("id").primaryKey(),
  menu: varchar("menu", { length: 16 }).$type<Menu>().notNull(),
  parent_id: integer("parent_id").references((): AnyPgColumn => navigationItems.id, { onDelete: "cascade" }),
  title: localized("title"),
  url: localized("url"),
  position: integer("position").notNull().default(0),
  has_tab_navigation: boolean("has_tab_navigation").notNull().default(false),
  ...timestamps,
}, (t) => [index("navigation_items_menu_idx").on(t.menu, t.parent_id, t.position)]);

/** The site's settings: exactly one row, id 1 (the check keeps it so). */
export const settings = pgTable("settings", {
  id: integer("id").primaryKey().default(1),
  site_name: jsonb("site_name").$type<Localized<string>>().notNull().default({ de: "Museum", en: "Museum" }),
  is_site_online: boolean("is_site_online").notNull().default(true),
  is_shop_online: boolean("is_shop_online").notNull().default(true),
  html_header: text("html_header").notNull().default(""),
  html_footer_top: text("html_footer_top").notNull().default(""),
  html_footer_bottom: text("html_footer_bottom").notNull().default(""),
  html_footer_logos: text("html_footer_logos").notNull().default(""),
  header_logo: jsonb("header_logo").$type<EntityImage | null>(),
  /** The English wordmark; English pages fall back to header_logo without one. */
  header_logo_en: jsonb("header_logo_en").$type<EntityImage | null>(),
  basket_link: text("basket_link"),
  webshop_link: text("webshop_link"),
  menu_style: varchar("menu_style", { length: 16 }).$type<(typeof MENU_STYLES)[number]>().notNull().default(DESIGN_DEFAULTS.menu_style),
  event_style: varchar("event_style", { length: 16 }).$type<(typeof EVENT_STYLES)[number]>().notNull().default(DESIGN_DEFAULTS.event_style),
  quickbuy_widget_active: boolean("quickbuy_widget_active").notNull().default(DESIGN_DEFAULTS.quickbuy_widget_active),
  detail_program_overlay: boolean("detail_program_overlay").notNull().default(DESIGN_DEFAULTS.detail_program_overlay),
  sticky_overlay_button: boolean("sticky_overlay_button").notNull().default(DESIGN_DEFAULTS.sticky_overlay_button),
  anchor_list_offset: integer("anchor_list_offset").notNull().default(DESIGN_DEFAULTS.anchor_list_offset),
  static_error_pages: jsonb("static_error_pages").$type<(typeof ERROR_PAGE_STATUSES)[number][]>().notNull()
    .default([...DESIGN_DEFAULTS.static_error_pages]),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [check("settings_single_row", sql`${t.id} = 1`)]);

export const redirects = pgTable("redirects", {
  id: serial("id").primaryKey(),
  old_path: varchar("old_path", { length: 2048 }).notNull(),
  new_path: varchar("new_path", { length: 2048 }).notNull(),
  ...timestamps,
}, (t) => [uniqueIndex("redirects_old_path_uq").on(t.old_path)]);

/** URLs visitors hit that answered 404, for editors to fix or redirect. */
export const errorLog = pgTable("error_log", {
  id: serial("id").primaryKey(),
  url: varchar("url", { length: 2048 }).notNull(),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index("error_log_created_idx").on(t.created_at), index("error_log_url_idx").on(t.url)]);

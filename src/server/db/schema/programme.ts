import { sql } from "drizzle-orm";
import {
  boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import type { EntityImage } from "@schemas/entities/media";
import type { Locale } from "@schemas/rules/localized";
import { localized, localizedBlank, timestamps } from "./columns";
import {
  localizedSearchColumns, searchIndexes, titleTrigramIndexes, translation, tsvector, weightedVector,
} from "./search-columns";

const image = () => jsonb("image").$type<EntityImage | null>();
const showInFilter = () => boolean("show_in_filter").notNull().default(true);
const position = () => integer("position").notNull().default(0);
const isOnline = () => boolean("is_online").notNull().default(true);

/** "Vorname Nachname" of a people row, for its search vector and trigram index. */
const personName = sql`${sql.identifier("first_name")} || ' ' || ${sql.identifier("last_name")}`;
// Names go through the language's configuration too, so a query stems them the same way.
const personVector = (lang: Locale) => weightedVector(lang, [[personName, "A"], [translation("role", lang), "B"], [translation("biography", lang), "D"]]);

// ---- filter options of the event and production lists ----

export const venues = pgTable("venues", {
  id: serial("id").primaryKey(),
  name: localized("name"),
  slug: localized("slug"),
  address: text("address"),
  description: localizedBlank("description"),
  image: image(),
  website_url: text("website_url"),
  is_online: isOnline(),
  position: position(),
  ...timestamps,
  ...localizedSearchColumns([["name", "A"], ["description", "C"]]),
}, (t) => [...searchIndexes("venues", t), ...titleTrigramIndexes("venues", "name")]);

export const rooms = pgTable("rooms", {
  id: serial("id").primaryKey(),
  name: localized("name"),
  venue_id: integer("venue_id").references(() => venues.id, { onDelete: "set null" }),
  show_in_filter: showInFilter(),
  position: position(),
  ...timestamps,
});

export const exhibitionTypes = pgTable("exhibition_types", {
  id: serial("id").primaryKey(),
  name: localized("name"),
  slug: varchar("slug", { length: 128 }).notNull(),
  show_in_filter: showInFilter(),
  position: position(),
  ...timestamps,
}, (t) => [uniqueIndex("exhibition_types_slug_uq").on(t.slug)]);

export const genres = pgTable("genres", {
  id: serial("id").primaryKey(),
  name: localized("name"),
  show_in_filter: showInFilter(),
  position: position(),
  ...timestamps,
});

export const eventTags = pgTable("event_tags", {
  id: serial("id").primaryKey(),
  name: localized("name"),
  show_in_filter: showInFilter(),
  position: position(),
  ...timestamps,
});

export const series = pgTable("series", {
  id: serial("id").primaryKey(),
  name: localized("name"),
  slug: localized("slug"),
  subline: localizedBlank("subline"),
  description: localizedBlank("description"),
  image: image(),
  is_online: isOnline(),
  show_in_filter: showInFilter(),
  position: position(),
  ...timestamps,
  ...localizedSearchColumns([["name", "A"], ["subline", "B"], ["description", "D"]]),
}, (t) => [...searchIndexes("series", t), ...titleTrigramIndexes("series", "name")]);

export const seasons = pgTable("seasons", {
  id: serial("id").primaryKey(),
  name: localized("name"),
  date_start: date("date_start", { mode: "string" }),
  date_end: date("date_end", { mode: "string" }),
  show_in_filter: showInFilter(),
  position: position(),
  ...timestamps,
});

export const people = pgTable("people", {
  id: serial("id").primaryKey(),
  first_name: varchar("first_name", { length: 150 }).notNull().default(""),
  last_name: varchar("last_name", { length: 150 }).notNull(),
  slug: localized("slug"),
  role: localizedBlank("role"),
  biography: localizedBlank("biography"),
  image: image(),
  email: varchar("email", { length: 254 }),
  is_online: isOnline(),
  position: position(),
  ...timestamps,
  search_de: tsvector("search_de").notNull().generatedAlwaysAs(personVector("de")),
  search_en: tsvector("search_en").notNull().generatedAlwaysAs(personVector("en")),
}, (t) => [
  index("people_order_idx").on(t.position, t.last_name, t.id),
  ...searchIndexes("people", t),
  index("people_name_trgm_idx").using("gin", sql`lower(${personName}) gin_trgm_ops`),
]);

// ---- productions and events ----

const EVENT_TEXT = [["name", "A"], ["subline", "B"], ["teaser_text", "C"], ["description", "D"]] as const;

export const productions = pgTable("productions", {
  id: serial("id").primaryKey(),
  name: localized("name"),
  slug: localized("slug"),
  subline: localizedBlank("subline"),
  teaser_text: localizedBlank("teaser_text"),
  description: localizedBlank("description"),
  date_start: date("date_start", { mode: "string" }),
  date_end: date("date_end", { mode: "string" }),
  image: image(),
  ticket_url: text("ticket_url"),
  season_id: integer("season_id").references(() => seasons.id, { onDelete: "set null" }),
  exhibition_type_id: integer("exhibition_type_id").references(() => exhibitionTypes.id, { onDelete: "set null" }),
  venue_id: integer("venue_id").references(() => venues.id, { onDelete: "set null" }),
  is_online: isOnline(),
  sticky_booking: boolean("sticky_booking").notNull().default(true),
  ...timestamps,
  ...localizedSearchColumns(EVENT_TEXT),
}, (t) => [
  index("productions_date_start_idx").on(t.date_start, t.id),
  index("productions_date_end_idx").on(t.date_end),
  index("productions_season_idx").on(t.season_id),
  index("productions_type_idx").on(t.exhibition_type_id),
  ...searchIndexes("productions", t),
  ...titleTrigramIndexes("productions", "name"),
]);

export const events = pgTable("events", {
  id: serial("id").primaryKey(),
  name: localized("name"),
  slug: localized("slug"),
  subline: localizedBlank("subline"),
  teaser_text: localizedBlank("teaser_text"),
  description: localizedBlank("description"),
  important_info: localizedBlank("important_info"),
  date_start: timestamp("date_start", { withTimezone: true }).notNull(),
  date_end: timestamp("date_end", { withTimezone: true }),
  image: image(),
  ticket_url: text("ticket_url"),
  link: text("link"),
  id_jet: integer("id_jet"),
  room_id: integer("room_id").references(() => rooms.id, { onDelete: "set null" }),
  exhibition_type_id: integer("exhibition_type_id").references(() => exhibitionTypes.id, { onDelete: "set null" }),
  series_id: integer("series_id").references(() => series.id, { onDelete: "set null" }),
  genre_id: integer("genre_id").references(() => genres.id, { onDelete: "set null" }),
  venue_id: integer("venue_id").references(() => venues.id, { onDelete: "set null" }),
  production_id: integer("production_id").references(() => productions.id, { onDelete: "set null" }),
  parent_id: integer("parent_id").references((): AnyPgColumn => events.id, { onDelete: "set null" }),
  is_online: isOnline(),
  sticky_booking: boolean("sticky_booking").notNull().default(true),
  ...timestamps,
  ...localizedSearchColumns([...EVENT_TEXT, ["important_info", "D"]]),
}, (t) => [
  // Lists read in (date_start, id) order, the unique key paging walks (offset or keyset); a
  // filter narrows by one option and then reads in the same order.
  index("events_date_start_idx").on(t.date_start, t.id),
  index("events_date_end_idx").on(t.date_end),
  index("events_room_idx").on(t.room_id, t.date_start, t.id),
  index("events_type_idx").on(t.exhibition_type_id, t.date_start, t.id),
  index("events_series_idx").on(t.series_id, t.date_start, t.id),
  index("events_genre_idx").on(t.genre_id, t.date_start, t.id),
  index("events_production_idx").on(t.production_id, t.date_start, t.id),
  ...searchIndexes("events", t),
  // Autocomplete asks whether a name (search_titles) still has an event that is not over.
  ...(["de", "en"] as const).map((lang) =>
    index(`events_name_${lang}_open_idx`).on(sql`(${translation("name", lang)})`, sql`coalesce(${t.date_end}, ${t.date_start})`)),
  index("events_venue_idx").on(t.venue_id),
  index("events_parent_idx").on(t.parent_id),
  // The cart call names an event by its ticketing id (event_jet_id).
  index("events_id_jet_idx").on(t.id_jet),
]);

export const eventsTags = pgTable("events_tags", {
  event_id: integer("event_id").notNull().references(() => events.id, { onDelete: "cascade" }),
  tag_id: integer("tag_id").notNull().references(() => eventTags.id, { onDelete: "cascade" }),
}, (t) => [primaryKey({ columns: [t.event_id, t.tag_id] }), index("events_tags_tag_idx").on(t.tag_id, t.event_id)]);

export const productionsTags = pgTable("productions_tags", {
  production_id: integer("production_id").notNull().references(() => productions.id, { onDelete: "cascade" }),
  tag_id: integer("tag_id").notNull().references(() => eventTags.id, { onDelete: "cascade" }),
}, (t) => [primaryKey({ columns: [t.production_id, t.tag_id] }), index("productions_tags_tag_idx").on(t.tag_id, t.production_id)]);

/** Contributors: one row per person and part, in display order. */
export const eventsPeople = pgTable("events_people", {
  id: serial("id").primaryKey(),
  event_id: integer("event_id").notNull().references(() => events.id, { onDelete: "cascade" }),
  person_id: integer("person_id").notNull().references(() => people.id, { onDelete: "cascade" }),
  role: localizedBlank("role"),
  position: position(),
}, (t) => [index("events_people_event_idx").on(t.event_id, t.position), index("events_people_person_idx").on(t.person_id)]);

export const productionsPeople = pgTable("productions_people", {
  id: serial("id").primaryKey(),
  production_id: integer("production_id").notNull().references(() => productions.id, { onDelete: "cascade" }),
  person_id: integer("person_id").notNull().references(() => people.id, { onDelete: "cascade" }),
  role: localizedBlank("role"),
  position: position(),
}, (t) => [
  index("productions_people_production_idx").on(t.production_id, t.position),
  index("productions_people_person_idx").on(t.person_id),
]);

/** Calendar teasers, mixed into the event list at the end of their `position` day. */
export const teasers = pgTable("teasers", {
  id: serial("id").primaryKey(),
  name: varchar("name", { length: 255 }).notNull(),
  position: date("position", { mode: "string" }).notNull(),
  preline: localizedBlank("preline"),
  headline: localized("headline"),
  subline: localizedBlank("subline"),
  text: localizedBlank("text"),
  link: localized("link"),
  link_text: localizedBlank("link_text"),
  image: image(),
  is_online: isOnline(),
  ...timestamps,
}, (t) => [index("teasers_position_idx").on(t.position)]);

import {
  boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar,
} from "drizzle-orm/pg-core";
import type { Choice, FieldKind } from "../../../../schemas/entities/form-field";
import { localized, localizedBlank, timestamps } from "./columns";

export const forms = pgTable("forms", {
  id: serial("id").primaryKey(),
  title: localized("title"),
  slug: localized("slug"),
  intro: localizedBlank("intro"),
  success_text: localizedBlank("success_text"),
  notify_email: varchar("notify_email", { length: 254 }),
  is_online: boolean("is_online").notNull().default(true),
  ...timestamps,
});

export const formFields = pgTable("form_fields", {
  id: serial("id").primaryKey(),
  form_id: integer("form_id").notNull().references(() => forms.id, { onDelete: "cascade" }),
  label: localized("label"),
  slug: varchar("slug", { length: 128 }).notNull(),
  field_type: smallint("field_type").$type<FieldKind>().notNull(),
  required: boolean("required").notNull().default(false),
  visible: boolean("visible").notNull().default(true),
  choices: jsonb("choices").$type<Choice[]>().notNull().default([]),
  default: text("default_value"),
  placeholder_text: localizedBlank("placeholder_text"),
  help_text: localizedBlank("help_text"),
  position: integer("position").notNull().default(0),
  ...timestamps,
}, (t) => [
  uniqueIndex("form_fields_form_slug_uq").on(t.form_id, t.slug),
  index("form_fields_form_idx").on(t.form_id, t.position),
]);

/** Submissions keep their values by field slug, as posted; deleting the form deletes them. */
export const formSubmissions = pgTable("form_submissions", {
  id: serial("id").primaryKey(),
  form_id: integer("form_id").notNull().references(() => forms.id, { onDelete: "cascade" }),
  field_values: jsonb("field_values").$type<Record<string, unknown>>().notNull(),
  lang: varchar("lang", { length: 2 }).notNull(),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index("form_submissions_form_idx").on(t.form_id, t.created_at)]);

import { sql } from "drizzle-orm";
import {
  boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar,
} from "drizzle-orm/pg-core";
import type { Choice, FieldKind } from "@schemas/entities/form-field";
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

/**
 * A file a visitor attached to a form field before sending it. The bytes live outside the
 * public media folder, under the token's name; a submission claims the file by setting
 * submission_id. Unclaimed files expire after TEMP_FILE_TTL_MS and are swept away.
 */
export const formTempFiles = pgTable("form_temp_files", {
  id: serial("id").primaryKey(),
  token: varchar("token", { length: 64 }).notNull(),
  /** Form and field slug rather than the field's row: editing the fields must not orphan a sent file. */
  form_id: integer("form_id").notNull().references(() => forms.id, { onDelete: "cascade" }),
  field_slug: varchar("field_slug", { length: 128 }).notNull(),
  submission_id: integer("submission_id").references(() => formSubmissions.id, { onDelete: "cascade" }),
  name: varchar("name", { length: 255 }).notNull(),
  mime: varchar("mime", { length: 64 }).notNull(),
  bytes: integer("bytes").notNull(),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex("form_temp_files_token_uq").on(t.token),
  index("form_temp_files_unclaimed_idx").on(t.created_at).where(sql`${t.submission_id} is null`),
  index("form_temp_files_submission_idx").on(t.submission_id),
]);

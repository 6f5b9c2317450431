import type { z } from "zod";
import { createArticleSchema, updateArticleSchema } from "./article";
import { slugify } from "./common";
import { createEventSchema, updateEventSchema } from "./event";
import { updateFormSchema } from "./form";
import { createPersonSchema, updatePersonSchema } from "./person";
import { createProductionSchema, updateProductionSchema } from "./production";
import { createSeriesSchema, updateSeriesSchema } from "./series";
import { createVenueSchema, updateVenueSchema } from "./venue";
import { LOCALES } from "../rules/localized";

/**
 * The entities the dashboard edits, by their admin-menu key (src/server/auth/admin-menus.ts),
 * with the update schema the change form and PATCH /{lang}/dashboard-api/{key}/{id}/ both
 * check with. Browser-safe: the change form imports it; the server's half (tables, URLs)
 * is src/server/admin/kinds.ts.
 */
export const ENTITY_SCHEMAS = {
  events: updateEventSchema,
  productions: updateProductionSchema,
  series: updateSeriesSchema,
  magazine: updateArticleSchema,
  people: updatePersonSchema,
  venues: updateVenueSchema,
  forms: updateFormSchema,
} as const satisfies Record<string, z.ZodObject>;

export type EntityKey = keyof typeof ENTITY_SCHEMAS;
export const ENTITY_KEYS = Object.keys(ENTITY_SCHEMAS) as EntityKey[];

export const isEntityKey = (key: string): key is EntityKey => Object.hasOwn(ENTITY_SCHEMAS, key);

/** The update schema's fields, each with its own schema (field metadata sits on those). */
export const entityFields = (key: EntityKey): Record<string, z.ZodType> => ENTITY_SCHEMAS[key].shape;

/**
 * The kinds the dashboard also creates (from their list), with the create schema that both the
 * create form and POST /{lang}/dashboard-api/{key}/ check with. Forms have a create form of
 * their own (src/dashboard/forms/).
 */
export const CREATE_SCHEMAS = {
  events: createEventSchema,
  productions: createProductionSchema,
  series: createSeriesSchema,
  magazine: createArticleSchema,
  people: createPersonSchema,
  venues: createVenueSchema,
} as const satisfies Partial<Record<EntityKey, z.ZodObject>>;

export type CreatableKey = keyof typeof CREATE_SCHEMAS;
export const isCreatableKey = (key: string): key is CreatableKey => Object.hasOwn(CREATE_SCHEMAS, key);

/** The kinds the dashboard deletes from their change page: the created ones, and forms (with their fields and submissions). */
export type DeletableKey = CreatableKey | "forms";
export const isDeletableKey = (key: string): key is DeletableKey => isCreatableKey(key) || key === "forms";

const text = (value: unknown) => (typeof value === "string" ? value : "");
const inLanguage = (value: unknown, lang: string) => (value && typeof value === "object" ? text((value as Record<string, unknown>)[lang]) : "");

/**
 * A new entity's slug where the editor left it blank: derived per language from its name
 * (a person's full name in both). The result is checked by the slug rule like a typed one.
 */
export function withDerivedSlugs(key: CreatableKey, input: unknown): unknown {
  if (!input || typeof input !== "object" || Array.isArray(input)) return input;
  const values = input as Record<string, unknown>;
  const given = values.slug && typeof values.slug === "object" ? (values.slug as Record<string, unknown>) : {};
  const source = (lang: string) => key === "people"
    ? [text(values.first_name), text(values.last_name)].filter(Boolean).join(" ")
    : inLanguage(key === "magazine" ? values.title : values.name, lang);
  const slug = Object.fromEntries(LOCALES.map((lang) => [lang, text(given[lang]).trim() || slugify(source(lang))]));
  return { ...values, slug };
}

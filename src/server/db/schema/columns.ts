import { jsonb, timestamp } from "drizzle-orm/pg-core";
import type { Localized } from "@schemas/rules/localized";

/** A translated text kept as `{ de, en }`; one column per field, never one per language. */
export const localized = (name: string) => jsonb(name).$type<Localized<string>>().notNull();
/** A translated text either language may leave blank (stored as ""), so reads never see null. */
export const localizedBlank = (name: string) => localized(name).default({ de: "", en: "" });
export const localizedOptional = (name: string) => jsonb(name).$type<Localized<string | null>>();

export const timestamps = {
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

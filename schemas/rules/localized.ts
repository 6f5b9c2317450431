import { z } from "zod";

export const LOCALES = ["de", "en"] as const;
export const DEFAULT_LOCALE = "de";
export const localeSchema = z.enum(LOCALES);
export type Locale = z.infer<typeof localeSchema>;

export type Localized<T> = Record<Locale, T>;

/** A translated value: one entry per language, both required. */
export const localized = <T extends z.ZodType>(value: T) => z.object({ de: value, en: value });

export const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

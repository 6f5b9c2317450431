import { z } from "zod";
import { LOCALES } from "./locales";

export { LOCALES, DEFAULT_LOCALE, isLocale, type Locale, type Localized } from "./locales";

export const localeSchema = z.enum(LOCALES);

/** A translated value: one entry per language, both required. */
export const localized = <T extends z.ZodType>(value: T) => z.object({ de: value, en: value });

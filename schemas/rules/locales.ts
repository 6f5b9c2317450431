/*
 * The site's languages, without zod: visitor components (the language switch, the loading
 * skeleton) import these, and zod stays out of the JavaScript every page loads. The schemas
 * for them are in localized.ts.
 */
export const LOCALES = ["de", "en"] as const;
export const DEFAULT_LOCALE = "de";
export type Locale = (typeof LOCALES)[number];

export type Localized<T> = Record<Locale, T>;

export const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

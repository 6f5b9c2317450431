import type { Locale } from "@schemas/rules/localized";
import { account as de } from "@/i18n/resources/de/account";
import { account as en } from "@/i18n/resources/en/account";
import { SITE_TIME_ZONE } from "@schemas/rules/dates";

/**
 * The user area's texts in the browser: plain data, like the error texts, so the forms need
 * no i18n library in the visitor's bundle.
 */
export type AccountTexts = typeof de;
export const accountTexts = (lang: Locale): AccountTexts => (lang === "en" ? en : de);

/** "{{name}}" placeholders filled in. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ""));

/** A date as the visitor reads it, in the museum's time zone. */
export const formatDate = (iso: string, lang: Locale) =>
  new Intl.DateTimeFormat(lang === "en" ? "en-GB" : "de-DE", { dateStyle: "long", timeZone: SITE_TIME_ZONE }).format(new Date(iso));

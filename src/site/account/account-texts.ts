import type { Locale } from "@schemas/rules/localized";
import { account as de } from "@/i18n/resources/de/account";
import { account as en } from "@/i18n/resources/en/account";

/**
 * The user area's texts in the browser: plain data, like the error texts, so the forms need
 * no i18n library in the visitor's bundle.
 */
export type AccountTexts = typeof de;
export const accountTexts = (lang: Locale): AccountTexts => (lang === "en" ? en : de);

/** "{{name}}" placeholders filled in. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ""));

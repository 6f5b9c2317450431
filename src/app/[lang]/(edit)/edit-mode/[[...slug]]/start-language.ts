import { LOCALES, type Locale } from "@schemas/rules/localized";

/** The language to offer starting from: this one has no modules, that one has some. */
export function startLanguage(lang: Locale, counts: Record<Locale, number>): Locale | null {
  if (counts[lang] > 0) return null;
  return LOCALES.find((other) => other !== lang && counts[other] > 0) ?? null;
}

import { LOCALES, type Localized } from "@schemas/rules/localized";
import { getT } from "@/i18n/translate";

/** "Wird geladen …" / "Loading …": a navigation may lead into the other language (the language switch). */
export const loadingTexts = () =>
  Object.fromEntries(LOCALES.map((lang) => [lang, getT(lang)("common:loading")])) as Localized<string>;

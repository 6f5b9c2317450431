import { LOCALES, type Localized } from "@schemas/rules/localized";
import { getT } from "@/i18n/translate";

/** "Wird geladen …" / "Loading …" for a loading file, which does not know the page's language. */
export const loadingTexts = () =>
  Object.fromEntries(LOCALES.map((lang) => [lang, getT(lang)("common:loading")])) as Localized<string>;

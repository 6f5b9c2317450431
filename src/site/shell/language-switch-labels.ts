import type { Locale } from "@schemas/rules/localized";
import { getT } from "@/i18n/translate";

export interface LanguageSwitchLabels {
  /** Name of the list of languages, for screen readers. */
  language: string;
  /** Each language's name in that language ("Deutsch", "English"). */
  names: Record<Locale, string>;
}

/** The texts of <LanguageSwitch>, read on the server so no i18n library ships to the browser. */
export function languageSwitchLabels(lang: Locale): LanguageSwitchLabels {
  const t = getT(lang);
  return { language: t("common:language"), names: { de: t("common:language_names.de"), en: t("common:language_names.en") } };
}

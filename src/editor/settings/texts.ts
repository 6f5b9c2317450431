import type { Locale } from "@schemas/rules/localized";
import { staffText, type StaffKey } from "@/i18n/staff-translate";

export type SettingsTextKey = StaffKey<"editorSettings">;

/** A text of the i18next namespace "editorSettings" (src/i18n/resources/de/editorSettings.ts), its {{values}} filled in. */
export function settingsText(lang: Locale, key: SettingsTextKey, params: Record<string, string | number> = {}): string {
  return staffText("editorSettings", lang, key, params);
}

/** A language's name in the editor's language ("Englisch" in German). */
export const languageName = (lang: Locale, of: Locale) => settingsText(lang, of === "de" ? "language_de" : "language_en");

/** "Deutsche"/"Englische" for "… Seite bearbeiten"; English needs no inflection. */
export const languageAdjective = (lang: Locale, of: Locale) =>
  lang === "de" ? (of === "de" ? "Deutsche" : "Englische") : of === "de" ? "German" : "English";

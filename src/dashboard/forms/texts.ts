import type { Locale } from "@schemas/rules/localized";
import { staffText, type StaffKey } from "@/i18n/staff-translate";

export type FormsTextKey = StaffKey<"formsAdmin">;

/** A text of the i18next namespace "formsAdmin" (src/i18n/resources/de/formsAdmin.ts), its {{values}} filled in. */
export function formsText(lang: Locale, key: FormsTextKey, values: Record<string, string | number> = {}): string {
  return staffText("formsAdmin", lang, key, values);
}

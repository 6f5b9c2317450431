import type { Locale } from "@schemas/rules/localized";
import { staffText, type StaffKey } from "@/i18n/staff-translate";

export type ScaleTextKey = StaffKey<"clipboard">;

/** A text of the i18next namespace "clipboard" (src/i18n/resources/de/clipboard.ts), its {{values}} filled in. */
export function scaleText(lang: Locale, key: ScaleTextKey, params: Record<string, string | number> = {}): string {
  return staffText("clipboard", lang, key, params);
}

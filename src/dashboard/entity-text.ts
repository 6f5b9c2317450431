import type { Locale } from "@schemas/rules/localized";
import { staffText, type StaffKey } from "@/i18n/staff-translate";

export type EntityTextKey = StaffKey<"entities">;

/** A text of the i18next namespace "entities" (src/i18n/resources/de/entities.ts), its {{values}} filled in. */
export function entityText(lang: Locale, key: EntityTextKey, values: Record<string, string | number> = {}): string {
  return staffText("entities", lang, key, values);
}

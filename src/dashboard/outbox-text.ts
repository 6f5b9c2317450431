import type { Locale } from "@schemas/rules/localized";
import { staffText, type StaffKey } from "@/i18n/staff-translate";

/** A text of the i18next namespace "outbox" (src/i18n/resources/de/outbox.ts), its {{values}} filled in. */
export function outboxText(lang: Locale, key: StaffKey<"outbox">, values: Record<string, string | number> = {}): string {
  return staffText("outbox", lang, key, values);
}

import type { Locale } from "@schemas/rules/localized";
import { staffText, type StaffKey } from "@/i18n/staff-translate";

export type DashboardTextKey = StaffKey<"dashboard">;

/** A text of the i18next namespace "dashboard" (src/i18n/resources/de/dashboard.ts), its {{values}} filled in. */
export function dashboardText(lang: Locale, key: DashboardTextKey, values: Record<string, string | number> = {}): string {
  return staffText("dashboard", lang, key, values);
}

import type { Locale } from "@schemas/rules/localized";
import { staffText, type StaffKey } from "@/i18n/staff-translate";

export type UserAdminTextKey = StaffKey<"userAdmin">;

/** A text of the i18next namespace "userAdmin" (src/i18n/resources/de/userAdmin.ts), its {{values}} filled in. */
export function userAdminText(lang: Locale, key: UserAdminTextKey, values: Record<string, string | number> = {}): string {
  return staffText("userAdmin", lang, key, values);
}

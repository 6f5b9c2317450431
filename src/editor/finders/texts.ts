import type { FinderKind } from "@schemas/api/finder";
import type { Locale } from "@schemas/rules/localized";
import { staffText, type StaffKey } from "@/i18n/staff-translate";

export type FinderTextKey = StaffKey<"finders">;

/** A text of the i18next namespace "finders" (src/i18n/resources/de/finders.ts), its {{values}} filled in. */
export function finderText(lang: Locale, key: FinderTextKey, params: Record<string, string | number> = {}): string {
  return staffText("finders", lang, key, params);
}

/** The name of a kind of entry, e.g. "Veranstaltung" / "Event": the finder's kind choice and the reference field's label. */
export const kindLabel = (lang: Locale, kind: FinderKind) => finderText(lang, `kind_${kind}`);

import type { Locale } from "@schemas/rules/localized";
import { staffText, type StaffKey } from "@/i18n/staff-translate";

export type EditorTextKey = StaffKey<"editor">;

/** A text of the i18next namespace "editor" (src/i18n/resources/de/editor.ts), its {{values}} filled in. */
export function editorText(lang: Locale, key: EditorTextKey, params: Record<string, string | number> = {}): string {
  return staffText("editor", lang, key, params);
}

import type { Locale, Localized } from "../../../schemas/rules/localized";

/** Texts of copy and paste, language start, entity admin links and section saving. */
const TEXTS = {
  copy_module: { de: "Kopieren: {label}", en: "Copy: {label}" },
  copy_section: { de: "Sektion kopieren", en: "Copy section" },
  copied_module: { de: "{label} kopiert. Einfügen in einer Spalte oder als neue Sektion, auch auf einer anderen Seite.", en: "{label} copied. Paste it into a column or as a new section, also on another page." },
  copied_section: { de: "Sektion kopiert. Einfügen unten auf dieser oder einer anderen Seite.", en: "Section copied. Paste it at the bottom of this or another page." },
  paste_into: { de: "{label} einfügen in {target}", en: "Paste {label} into {target}" },
  paste_module_section: { de: "{label} als neue Sektion einfügen", en: "Paste {label} as a new section" },
  paste_section: { de: "Kopierte Sektion einfügen", en: "Paste the copied section" },
  pasted: { de: "Eingefügt.", en: "Pasted." },
  clipboard_section: { de: "Sektion", en: "Section" },
  saving_section: { de: "Wird gespeichert …", en: "Saving …" },
  start_from: { de: "Mit den Inhalten der {language} Seite beginnen", en: "Start from the {language} content" },
  start_help: { de: "Diese Seite hat auf {here} noch keine Inhalte.", en: "This page has no content in {here} yet." },
  start_failed: { de: "Die Inhalte konnten nicht übernommen werden.", en: "The content could not be copied." },
  language_de: { de: "deutschen", en: "German" },
  language_en: { de: "englischen", en: "English" },
  here_de: { de: "Deutsch", en: "German" },
  here_en: { de: "Englisch", en: "English" },
  admin_change: { de: "{kind} in der Verwaltung bearbeiten", en: "Edit {kind} in the admin" },
  initial_section: { de: "Erste Sektion", en: "First section" },
} as const satisfies Record<string, Localized<string>>;

export type ScaleTextKey = keyof typeof TEXTS;

export function scaleText(lang: Locale, key: ScaleTextKey, params: Record<string, string | number> = {}): string {
  return TEXTS[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ""));
}

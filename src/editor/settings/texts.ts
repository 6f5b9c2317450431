import type { Locale, Localized } from "../../../schemas/rules/localized";

/** The page-settings dialog's own texts (kept here, not in ../i18n.ts, which other parts extend too). */
const TEXTS = {
  open: { de: "Seiteneinstellungen", en: "Page settings" },
  title: { de: "Seiteneinstellungen", en: "Page settings" },
  general: { de: "Seite", en: "Page" },
  language: { de: "Deutsch", en: "English" },
  language_de: { de: "Deutsch", en: "German" },
  language_en: { de: "Englisch", en: "English" },
  url_is: { de: "Adresse: {url}", en: "Address: {url}" },
  no_translation: { de: "Diese Sprache hat noch keine Übersetzung: Pfad und Titel legen sie an.", en: "This language has no translation yet: a path and a title create it." },
  save: { de: "Einstellungen speichern", en: "Save settings" },
  saved: { de: "Einstellungen gespeichert.", en: "Settings saved." },
  unchanged: { de: "Nichts geändert.", en: "Nothing changed." },
  failed: { de: "Speichern fehlgeschlagen. Bitte die markierten Felder prüfen.", en: "Saving failed. Please check the marked fields." },
  load_failed: { de: "Die Einstellungen konnten nicht geladen werden.", en: "The settings could not be loaded." },
  loading: { de: "Wird geladen …", en: "Loading …" },
  close: { de: "Schließen", en: "Close" },
  child: { de: "Neue Seite anlegen", en: "Create a new page" },
  child_help: { de: "Die neue Seite ist offline, bis Sie sie online schalten.", en: "The new page stays offline until you switch it online." },
  placement: { de: "Lage der neuen Seite", en: "Where the new page sits" },
  placement_child: { de: "Unter dieser Seite", en: "Below this page" },
  placement_top: { de: "Oberste Ebene", en: "Top level" },
  child_title: { de: "Titel ({language})", en: "Title ({language})" },
  child_slug: { de: "Pfadsegment ({language})", en: "Path segment ({language})" },
  child_slug_help: { de: "Kleinbuchstaben, Ziffern und Bindestriche; Adresse: {url}", en: "Lower-case letters, digits and dashes; address: {url}" },
  child_create: { de: "Seite anlegen und bearbeiten", en: "Create and edit the page" },
  trash: { de: "Seite löschen", en: "Delete the page" },
  trash_help: {
    de: "„{title}“ und die Seiten darunter kommen in den Papierkorb des Redaktionsbereichs und lassen sich dort wiederherstellen.",
    en: "“{title}” and the pages below it go to the dashboard's trash, where they can be restored.",
  },
  trash_question: { de: "„{title}“ wirklich in den Papierkorb legen? Besucher sehen die Seite dann nicht mehr.", en: "Really move “{title}” to the trash? Visitors will no longer see the page." },
  trash_start: { de: "In den Papierkorb …", en: "Move to the trash …" },
  trash_confirm: { de: "Ja, in den Papierkorb", en: "Yes, move to the trash" },
  trash_cancel: { de: "Nein, behalten", en: "No, keep it" },
  trash_failed: { de: "Die Seite konnte nicht gelöscht werden.", en: "The page could not be deleted." },
  content_missing: { de: "Noch kein Inhalt auf {language}.", en: "No content in {language} yet." },
  content_complete: { de: "Inhalte in beiden Sprachen vorhanden.", en: "Content exists in both languages." },
  edit_language: { de: "{language} Seite bearbeiten", en: "Edit the {language} page" },
  language_status: { de: "Sprachen", en: "Languages" },
} as const satisfies Record<string, Localized<string>>;

export type SettingsTextKey = keyof typeof TEXTS;

export function settingsText(lang: Locale, key: SettingsTextKey, params: Record<string, string | number> = {}): string {
  return TEXTS[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ""));
}

/** A language's name in the editor's language ("Englisch" in German). */
export const languageName = (lang: Locale, of: Locale) => settingsText(lang, of === "de" ? "language_de" : "language_en");

/** "Deutsche"/"Englische" for "… Seite bearbeiten"; English needs no inflection. */
export const languageAdjective = (lang: Locale, of: Locale) =>
  lang === "de" ? (of === "de" ? "Deutsche" : "Englische") : of === "de" ? "German" : "English";

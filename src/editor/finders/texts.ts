import type { FinderKind } from "../../../schemas/api/finder";
import type { Locale, Localized } from "../../../schemas/rules/localized";

/** The finder popups' own texts (kept here, not in ../i18n.ts, which other parts extend too). */
const TEXTS = {
  search: { de: "Suchen", en: "Search" },
  kind: { de: "Art", en: "Kind" },
  results: { de: "Ergebnisse", en: "Results" },
  result_count: { de: "{n} Ergebnisse", en: "{n} results" },
  no_results: { de: "Keine Treffer.", en: "No matches." },
  failed: { de: "Die Suche ist fehlgeschlagen.", en: "The search failed." },
  loading: { de: "Wird geladen …", en: "Loading …" },
  close: { de: "Schließen", en: "Close" },
  keyboard_help: { de: "Pfeil nach unten führt in die Liste, Eingabe wählt aus, Escape schließt.", en: "Arrow down moves into the list, Enter chooses, Escape closes." },
  find_link: { de: "Ziel suchen …", en: "Find a target …" },
  find_link_title: { de: "Linkziel suchen", en: "Find a link target" },
  choose: { de: "{label} auswählen …", en: "Choose {label} …" },
  change: { de: "{label} ändern …", en: "Change {label} …" },
  add: { de: "{label} hinzufügen …", en: "Add {label} …" },
  finder_title: { de: "{label} auswählen", en: "Choose {label}" },
  nothing_chosen: { de: "Nichts ausgewählt.", en: "Nothing chosen." },
  remove: { de: "Entfernen: {title}", en: "Remove: {title}" },
  remove_choice: { de: "Auswahl entfernen", en: "Remove the choice" },
  move_up: { de: "Nach oben: {title}", en: "Move up: {title}" },
  move_down: { de: "Nach unten: {title}", en: "Move down: {title}" },
  unknown_item: { de: "Nr. {id} (nicht gefunden)", en: "No. {id} (not found)" },
  chosen: { de: "{label}: ausgewählt", en: "{label}: chosen" },
  library: { de: "Aus der Mediathek wählen …", en: "Choose from the library …" },
  library_title: { de: "Bild aus der Mediathek", en: "Image from the library" },
  library_images: { de: "Bilder", en: "Images" },
  more: { de: "Weitere laden", en: "Load more" },
  id_input: { de: "Nummer (ID)", en: "Number (ID)" },
} as const satisfies Record<string, Localized<string>>;

export type FinderTextKey = keyof typeof TEXTS;

export function finderText(lang: Locale, key: FinderTextKey, params: Record<string, string | number> = {}): string {
  return TEXTS[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ""));
}

export const KIND_LABELS: Record<FinderKind, Localized<string>> = {
  page: { de: "Seite", en: "Page" },
  event: { de: "Veranstaltung", en: "Event" },
  article: { de: "Artikel", en: "Article" },
  production: { de: "Produktion", en: "Production" },
  series: { de: "Reihe", en: "Series" },
  venue: { de: "Spielstätte", en: "Venue" },
  person: { de: "Person", en: "Person" },
  "article-category": { de: "Kategorie", en: "Category" },
  tag: { de: "Thema", en: "Topic" },
  "event-tag": { de: "Schlagwort", en: "Tag" },
  "exhibition-type": { de: "Veranstaltungsart", en: "Event type" },
  genre: { de: "Genre", en: "Genre" },
  season: { de: "Saison", en: "Season" },
  room: { de: "Raum", en: "Room" },
  form: { de: "Formular", en: "Form" },
};

const DATE = { de: "de-DE", en: "en-GB" } as const;

/** An event's start as the list shows it: day and time in Berlin. */
export const formatFinderDate = (iso: string, lang: Locale) =>
  new Intl.DateTimeFormat(DATE[lang], { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Berlin" }).format(new Date(iso));

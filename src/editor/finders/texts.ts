import type { FinderKind } from "@schemas/api/finder";
import type { Locale, Localized } from "@schemas/rules/localized";
import { SITE_TIME_ZONE } from "@schemas/rules/dates";
import { staffText, type StaffKey } from "@/i18n/staff-translate";

export type FinderTextKey = StaffKey<"finders">;

/** A text of the i18next namespace "finders" (src/i18n/resources/de/finders.ts), its {{values}} filled in. */
export function finderText(lang: Locale, key: FinderTextKey, params: Record<string, string | number> = {}): string {
  return staffText("finders", lang, key, params);
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
  new Intl.DateTimeFormat(DATE[lang], { dateStyle: "medium", timeStyle: "short", timeZone: SITE_TIME_ZONE }).format(new Date(iso));

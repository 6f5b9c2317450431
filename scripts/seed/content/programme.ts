import type { Localized } from "@schemas/rules/localized";

/** A filter option of the event calendar (room, type, tag, series, genre). */
export interface OptionText {
  key: string;
  name: Localized<string>;
  /** Tags and series can be kept out of the filter bar (001 §3). */
  show_in_filter?: boolean;
  description?: Localized<string>;
}

export const ROOMS: readonly OptionText[] = [
  { key: "grosser-saal", name: { de: "Großer Saal", en: "Great Hall" } },
  { key: "galerie-ost", name: { de: "Galerie Ost", en: "East Gallery" } },
  { key: "galerie-west", name: { de: "Galerie West", en: "West Gallery" } },
  { key: "studio", name: { de: "Studio", en: "Studio" } },
  { key: "atelier", name: { de: "Atelier", en: "Art Workshop" } },
  { key: "skulpturengarten", name: { de: "Skulpturengarten", en: "Sculpture Garden" } },
  { key: "pumpstation", name: { de: "Alte Pumpstation", en: "Old Pumping Station" } },
];

export const EXHIBITION_TYPES: readonly OptionText[] = [
  { key: "fuehrung", name: { de: "Führung", en: "Guided tour" } },
  { key: "konzert", name: { de: "Konzert", en: "Concert" } },
  { key: "workshop", name: { de: "Workshop", en: "Workshop" } },
  { key: "lesung", name: { de: "Lesung", en: "Reading" } },
  { key: "vortrag", name: { de: "Vortrag", en: "Talk" } },
  { key: "familie", name: { de: "Familienprogramm", en: "Family programme" } },
  { key: "abend", name: { de: "Abendöffnung", en: "Late opening" } },
  { key: "film", name: { de: "Film", en: "Film" } },
  { key: "ausstellung", name: { de: "Ausstellung", en: "Exhibition" } },
];

export const TAGS: readonly OptionText[] = [
  { key: "kinder", name: { de: "Für Kinder", en: "For children" }, show_in_filter: true },
  { key: "barrierefrei", name: { de: "Barrierefrei", en: "Accessible" }, show_in_filter: true },
  { key: "englisch", name: { de: "Auf Englisch", en: "In English" }, show_in_filter: true },
  { key: "open-air", name: { de: "Open Air", en: "Open air" }, show_in_filter: true },
  { key: "anmeldung", name: { de: "Mit Anmeldung", en: "Booking required" }, show_in_filter: true },
  { key: "eintritt-frei", name: { de: "Eintritt frei", en: "Free admission" }, show_in_filter: true },
  { key: "schulen", name: { de: "Für Schulen", en: "For schools" }, show_in_filter: false },
];

export const SERIES: readonly OptionText[] = [
  {
    key: "familiensonntag",
    name: { de: "Familiensonntag", en: "Family Sundays" },
    show_in_filter: true,
    description: {
      de: "Jeden Sonntag erkunden Familien das Museum: mit Suchspielen, Geschichten vor den Bildern und einer Werkstatt, in der alle selbst zu Pinsel und Schere greifen. Kinder bis 18 Jahre haben freien Eintritt.",
      en: "Every Sunday, families explore the museum together: with picture hunts, stories in front of the paintings and a workshop where everyone picks up a brush or scissors. Admission is free for under-18s.",
    },
  },
  {
    key: "donnerstag-bis-zehn",
    name: { de: "Donnerstag bis Zehn", en: "Thursday Late" },
    show_in_filter: true,
    description: {
      de: "Donnerstags bleibt das Museum bis 22 Uhr geöffnet. Kurzführungen, Musik im Foyer und die Bar auf der Terrasse machen den Abend zum Treffpunkt nach der Arbeit.",
      en: "On Thursdays the museum stays open until 10 pm. Short tours, music in the foyer and the bar on the terrace make it a place to meet after work.",
    },
  },
  {
    key: "musik-im-museum",
    name: { de: "Musik im Museum", en: "Music at the Museum" },
    show_in_filter: true,
    description: {
      de: "Kammermusik, Jazz und Neue Musik in den Sälen und im Skulpturengarten – oft mit Bezug auf die Werke, die an den Wänden hängen.",
      en: "Chamber music, jazz and new music in the galleries and the sculpture garden – often in dialogue with the works on the walls.",
    },
  },
  {
    key: "kunst-am-mittag",
    name: { de: "Kunst am Mittag", en: "Art at Lunchtime" },
    show_in_filter: true,
    description: {
      de: "Ein Werk, eine halbe Stunde: Mittwochs um halb eins stellen unsere Kuratorinnen und Kuratoren ein einzelnes Bild aus der Sammlung vor.",
      en: "One work, half an hour: on Wednesdays at half past twelve our curators introduce a single painting from the collection.",
    },
  },
  {
    key: "werkstatt",
    name: { de: "Werkstatt", en: "Studio Workshops" },
    show_in_filter: false,
    description: {
      de: "Praktische Kurse im Atelier: Drucktechniken, Zeichnen, Farbenlehre. Material ist im Preis enthalten.",
      en: "Hands-on courses in the art workshop: printmaking, drawing, colour theory. Materials are included.",
    },
  },
];

export const GENRES: readonly OptionText[] = [
  { key: "kammermusik", name: { de: "Kammermusik", en: "Chamber music" } },
  { key: "jazz", name: { de: "Jazz", en: "Jazz" } },
  { key: "neue-musik", name: { de: "Neue Musik", en: "New music" } },
  { key: "malerei", name: { de: "Malerei", en: "Painting" } },
  { key: "skulptur", name: { de: "Skulptur", en: "Sculpture" } },
  { key: "fotografie", name: { de: "Fotografie", en: "Photography" } },
  { key: "literatur", name: { de: "Literatur", en: "Literature" } },
  { key: "film", name: { de: "Film", en: "Film" } },
];

/** Seasons run from September to August; the seed writes the current and the next one. */
export const SEASON_START_MONTH = 8;
export const seasonName = (startYear: number): Localized<string> => {
  const label = `${startYear}/${String((startYear + 1) % 100).padStart(2, "0")}`;
  return { de: `Saison ${label}`, en: `Season ${label}` };
};

export const PRODUCTION_TAGS: readonly OptionText[] = [
  { key: "sonderausstellung", name: { de: "Sonderausstellung", en: "Special exhibition" }, show_in_filter: true },
  { key: "sammlung", name: { de: "Sammlung", en: "Collection" }, show_in_filter: true },
  { key: "konzertreihe", name: { de: "Konzertreihe", en: "Concert series" }, show_in_filter: true },
];

/** Ticket prices: the first of each seat group is the full price, "Vollpreis" (001 §4). */
export const FULL_PRICE_NAME: Localized<string> = { de: "Vollpreis", en: "Full price" };

/** Discounts offered after the full price; `factor` of the full price, 0 = free. */
export interface DiscountText {
  /** The ticketing system's category name, not translated. */
  text: string;
  name: Localized<string>;
  factor: number;
  sale_type_id: number;
}

export const DISCOUNTS: readonly DiscountText[] = [
  { text: "Ermäßigt", name: { de: "Ermäßigt (Studierende, Azubis, Schwerbehinderte)", en: "Reduced (students, trainees, disabled visitors)" }, factor: 0.6, sale_type_id: 2 },
  { text: "Freundeskreis", name: { de: "Mitglieder Freundeskreis", en: "Friends of the Museum" }, factor: 0.5, sale_type_id: 3 },
  { text: "Kinder", name: { de: "Kinder und Jugendliche unter 18", en: "Children and young people under 18" }, factor: 0, sale_type_id: 4 },
];

export const SEAT_GROUPS: Record<string, Localized<string>> = {
  admission: { de: "Eintritt", en: "Admission" },
  stalls: { de: "Parkett", en: "Stalls" },
  gallery: { de: "Empore", en: "Gallery" },
  garden: { de: "Freie Platzwahl", en: "Unreserved seating" },
  course: { de: "Kursplatz", en: "Course place" },
};

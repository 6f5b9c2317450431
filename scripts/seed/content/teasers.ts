import type { Localized } from "@schemas/rules/localized";

/** Promotional teasers mixed into the event calendar at the end of their day. */
export const CALENDAR_TEASERS: readonly {
  name: string;
  day: number;
  preline: Localized<string>;
  headline: Localized<string>;
  text: Localized<string>;
  /** A path per language, or the key of a seeded form (its URL needs the form's id). */
  link: Localized<string> | { form: string };
  link_text: Localized<string>;
  image: string;
}[] = [
  {
    name: "Freundeskreis", day: 3, image: "morgenfeld",
    preline: { de: "Mitglied werden", en: "Become a member" },
    headline: { de: "Ein Jahr freier Eintritt", en: "A year of free admission" },
    text: { de: "Als Mitglied im Freundeskreis besuchen Sie alle Ausstellungen so oft Sie möchten.", en: "As a Friend of the Museum you can visit every exhibition as often as you like." },
    link: { de: "/de/freundeskreis", en: "/en/friends" },
    link_text: { de: "Mehr erfahren", en: "Find out more" },
  },
  {
    name: "Newsletter", day: 17, image: "wasserschrift",
    preline: { de: "Newsletter", en: "Newsletter" },
    headline: { de: "Nichts mehr verpassen", en: "Never miss a thing" },
    text: { de: "Einmal im Monat alle Termine und Geschichten aus dem Museum.", en: "Once a month, every date and story from the museum." },
    link: { form: "newsletter" },
    link_text: { de: "Jetzt abonnieren", en: "Subscribe now" },
  },
  {
    name: "Magazin", day: 33, image: "flusslauf",
    preline: { de: "Magazin", en: "Magazine" },
    headline: { de: "Ein Fluss kommt ans Licht", en: "A River Comes to Light" },
    text: { de: "Ein Besuch in der Restaurierungswerkstatt.", en: "A visit to the conservation studio." },
    link: { de: "/de/stories", en: "/en/stories" },
    link_text: { de: "Zum Magazin", en: "To the magazine" },
  },
  {
    name: "Gruppen", day: 58, image: "doppelpunkt",
    preline: { de: "Für Gruppen", en: "For groups" },
    headline: { de: "Ihre eigene Führung", en: "Your own tour" },
    text: { de: "Schulklassen, Vereine und Firmen buchen Führungen zu jeder Ausstellung.", en: "School classes, clubs and companies can book tours of every exhibition." },
    link: { de: "/de/besuch", en: "/en/visit" },
    link_text: { de: "Führung anfragen", en: "Request a tour" },
  },
];

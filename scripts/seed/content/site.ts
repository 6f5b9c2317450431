import type { Localized } from "@schemas/rules/localized";

export const MUSEUM = {
  name: { de: "Museum am Fluss", en: "Museum by the River" },
  street: "Uferstraße 12",
  zip: "54321",
  city: "Flussheim",
  phone: "+49 621 555 0100",
  email: "info@museum-am-fluss.example",
  shopUrl: "https://tickets.museum-am-fluss.example",
} as const;

/** What the header shows on the closed Monday, the longest line of the regular week. */
export const CLOSED_DAY_TEXT: Localized<string> = { de: "Montags geschlossen", en: "Closed on Mondays" };

/** Regular hours by ISO weekday (1 = Monday); Monday is closed, Thursday is late. */
export const OPENING_HOURS: readonly { weekday: 1 | 2 | 3 | 4 | 5 | 6 | 7; from?: string; to?: string; text?: Localized<string> }[] = [
  { weekday: 1, text: CLOSED_DAY_TEXT },
  { weekday: 2, from: "10:00", to: "18:00" },
  { weekday: 3, from: "10:00", to: "18:00" },
  { weekday: 4, from: "10:00", to: "22:00" },
  { weekday: 5, from: "10:00", to: "18:00" },
  { weekday: 6, from: "10:00", to: "18:00" },
  { weekday: 7, from: "10:00", to: "18:00" },
];

/** Days that differ from the week's hours, as days from the seed day. */
export const OPENING_EXCEPTIONS: readonly { day: number; from?: string; to?: string; text: Localized<string>; link?: string }[] = [
  { day: 12, from: "10:00", to: "23:00", text: { de: "Ausstellungseröffnung: geöffnet bis 23 Uhr", en: "Exhibition opening: open until 11 pm" } },
  { day: 25, text: { de: "Heute wegen einer geschlossenen Veranstaltung geschlossen", en: "Closed today for a private event" } },
  { day: 40, from: "10:00", to: "23:59", text: { de: "Lange Nacht der Museen: geöffnet bis 2 Uhr", en: "Long Night of Museums: open until 2 am" }, link: "/de/kalender" },
  { day: 54, text: { de: "Heute geschlossen – ab morgen wieder für Sie da", en: "Closed today – open again tomorrow" } },
  { day: 70, from: "10:00", to: "14:00", text: { de: "Heute nur bis 14 Uhr geöffnet", en: "Open until 2 pm only today" } },
];

export const BREAKING_NEWS = {
  title: { de: "Gartentor am Uferweg geschlossen", en: "Riverside garden gate closed" },
  text: {
    de: "Wegen Bauarbeiten am Uferweg erreichen Sie den Skulpturengarten in den nächsten zwei Wochen nur durch das Foyer des Hauptgebäudes.",
    en: "Because of building work on the riverside path, the sculpture garden can only be reached through the foyer of the main building for the next two weeks.",
  },
  link_url: "/de/besuch/anfahrt",
  link_title: { de: "Anfahrt und Zugang", en: "Directions and access" },
} as const;

export const REDIRECTS: readonly { old_path: string; new_path: string }[] = [
  { old_path: "/de/ausstellungen", new_path: "/de/programme" },
  { old_path: "/en/exhibitions", new_path: "/en/programme" },
  { old_path: "/de/besucherinformationen", new_path: "/de/besuch" },
  { old_path: "/en/visitor-information", new_path: "/en/visit" },
  { old_path: "/de/veranstaltungen", new_path: "/de/kalender" },
  { old_path: "/en/events", new_path: "/en/kalender" },
  { old_path: "/de/magazin", new_path: "/de/stories" },
  { old_path: "/de/tickets", new_path: MUSEUM.shopUrl },
];

/** Both languages' versions of a text in a settings HTML block; each page shows its own (html-for-lang.ts). */
const bilingual = (tag: string, text: Localized<string>) => `<${tag} lang="de">${text.de}</${tag}><${tag} lang="en">${text.en}</${tag}>`;

/** Footer HTML blocks of the settings (001 §3); kept short and free of scripts. */
export const FOOTER_HTML = {
  top: `<p><strong>${bilingual("span", MUSEUM.name)}</strong> · ${MUSEUM.street} · ${MUSEUM.zip} ${MUSEUM.city} · <a href="tel:+496215550100">${MUSEUM.phone}</a> · <a href="mailto:${MUSEUM.email}">${MUSEUM.email}</a></p>`,
  bottom: bilingual("p", {
    de: "Gefördert von der Stadt Flussheim und der Kulturstiftung Rheinau.",
    en: "Funded by the City of Flussheim and the Kulturstiftung Rheinau.",
  }),
};

/** Navigation: each entry has a title and a URL per language. */
export interface NavText {
  title: Localized<string>;
  url: Localized<string>;
  children?: readonly NavText[];
  has_tab_navigation?: boolean;
}

const both = (path: string): Localized<string> => ({ de: `/de/${path}`, en: `/en/${path}` });

export const MENU: readonly NavText[] = [
  {
    title: { de: "Programm", en: "What's on" }, url: both("kalender"),
    children: [
      { title: { de: "Kalender", en: "Calendar" }, url: both("kalender") },
      { title: { de: "Ausstellungen und Reihen", en: "Exhibitions and series" }, url: both("programme") },
    ],
  },
  {
    title: { de: "Besuch", en: "Visit" }, url: { de: "/de/besuch", en: "/en/visit" }, has_tab_navigation: true,
    children: [
      { title: { de: "Öffnungszeiten und Preise", en: "Opening hours and prices" }, url: { de: "/de/besuch", en: "/en/visit" } },
      { title: { de: "Anfahrt", en: "Directions" }, url: { de: "/de/besuch/anfahrt", en: "/en/visit/directions" } },
      { title: { de: "Barrierefreiheit", en: "Accessibility" }, url: { de: "/de/besuch/barrierefreiheit", en: "/en/visit/accessibility" } },
    ],
  },
  { title: { de: "Magazin", en: "Magazine" }, url: both("stories") },
  {
    title: { de: "Über uns", en: "About" }, url: { de: "/de/ueber-uns", en: "/en/about" },
    children: [
      { title: { de: "Museum", en: "Museum" }, url: { de: "/de/ueber-uns", en: "/en/about" } },
      { title: { de: "Team", en: "Team" }, url: both("team") },
      { title: { de: "Freundeskreis", en: "Friends" }, url: { de: "/de/freundeskreis", en: "/en/friends" } },
    ],
  },
];

export const FOOTER: readonly NavText[] = [
  { title: { de: "AGB", en: "GTC" }, url: both("agb") },
  { title: { de: "Impressum", en: "Imprint" }, url: both("impressum") },
  { title: { de: "Datenschutz", en: "Privacy policy" }, url: both("datenschutz") },
  { title: { de: "Cookie-Einstellungen", en: "Cookie settings" }, url: { de: "#cookie-settings", en: "#cookie-settings" } },
  {
    title: { de: "Hinweisgeberschutzgesetz", en: "Whistleblower Protection Act" },
    url: { de: "https://www.gesetze-im-internet.de/hinschg/", en: "https://www.gesetze-im-internet.de/hinschg/" },
  },
];

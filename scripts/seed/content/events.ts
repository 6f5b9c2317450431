import type { Localized } from "@schemas/rules/localized";

/**
 * A recurring programme item. The event factory walks the next three months day by day and
 * places an event wherever a template's weekday and rhythm match.
 */
export interface EventTemplate {
  key: string;
  name: Localized<string>;
  subline: Localized<string>;
  description: Localized<string>;
  type: string;
  room: string;
  genre?: string;
  series?: string;
  tags: readonly string[];
  production?: string;
  /** 0 = Sunday … 6 = Saturday. */
  weekdays: readonly number[];
  /** Start times as [hour, minute], Berlin time. */
  times: readonly (readonly [number, number])[];
  minutes: number;
  /** 1 = every week, 2 = every other week, 4 = once a month. */
  every: 1 | 2 | 4;
  /** Full price in euro ("14.00"); "0.00" = free. */
  price: string;
  /** Offer the discounts step (reduced, friends, under 18). */
  discounts: boolean;
  seatGroups: readonly string[];
  /** Entry in half-hour timeslots (exhibition tickets). */
  timeslots?: boolean;
  image: string;
}

export const EVENT_TEMPLATES: readonly EventTemplate[] = [
  {
    key: "oeffentliche-fuehrung", type: "fuehrung", room: "galerie-ost", genre: "malerei", tags: ["anmeldung"], production: "farbe-als-ereignis",
    name: { de: "Öffentliche Führung: Farbe als Ereignis", en: "Public tour: Colour as Event" },
    subline: { de: "Ein Rundgang durch die Sonderausstellung", en: "A walk through the special exhibition" },
    description: {
      de: "In einer Stunde durch die große Sommerausstellung: Unsere Kunstvermittlerinnen zeigen, wie Malerinnen und Maler nach 1945 die Farbe vom Gegenstand befreiten und sie selbst zum Ereignis machten. Treffpunkt ist die Kasse im Foyer.",
      en: "One hour through the big summer exhibition: our guides show how painters after 1945 freed colour from the object and made it an event in its own right. Meet at the ticket desk in the foyer.",
    },
    weekdays: [6, 0], times: [[15, 0]], minutes: 60, every: 1, price: "4.00", discounts: true, seatGroups: ["admission"], image: "morgenfeld",
  },
  {
    key: "kunst-am-mittag", type: "vortrag", room: "galerie-west", genre: "malerei", series: "kunst-am-mittag", tags: ["eintritt-frei"],
    name: { de: "Kunst am Mittag", en: "Art at Lunchtime" },
    subline: { de: "Ein Werk, eine halbe Stunde", en: "One work, half an hour" },
    description: {
      de: "Eine Kuratorin oder ein Kurator stellt ein einzelnes Werk aus der Sammlung vor – mit Zeit für Fragen. Die Teilnahme ist im Museumseintritt enthalten.",
      en: "A curator introduces a single work from the collection, with time for questions. Taking part is included in museum admission.",
    },
    weekdays: [3], times: [[12, 30]], minutes: 30, every: 1, price: "0.00", discounts: false, seatGroups: ["admission"], image: "lichtfenster",
  },
  {
    key: "familiensonntag", type: "familie", room: "atelier", series: "familiensonntag", tags: ["kinder", "barrierefrei"],
    name: { de: "Familiensonntag: Farbenjagd", en: "Family Sunday: Colour Hunt" },
    subline: { de: "Für Kinder ab 5 Jahren und ihre Erwachsenen", en: "For children aged 5 and up with their grown-ups" },
    description: {
      de: "Welche Farbe hat der Fluss? Mit Suchkarten geht es durch die Säle, danach mischen alle im Atelier ihre eigenen Farben und malen ein Bild im Großformat. Kinder haben freien Eintritt.",
      en: "What colour is the river? With picture-hunt cards we roam the galleries, then everyone mixes their own paints in the workshop and makes a large painting together. Children go free.",
    },
    weekdays: [0], times: [[11, 0], [14, 30]], minutes: 90, every: 1, price: "6.00", discounts: true, seatGroups: ["course"], image: "drei-monde",
  },
  {
    key: "donnerstag-bis-zehn", type: "abend", room: "grosser-saal", series: "donnerstag-bis-zehn", tags: [],
    name: { de: "Donnerstag bis Zehn", en: "Thursday Late" },
    subline: { de: "Kurzführungen, Musik im Foyer, Bar auf der Terrasse", en: "Short tours, music in the foyer, bar on the terrace" },
    description: {
      de: "Das Museum nach Feierabend: Ab 18 Uhr gibt es halbstündige Kurzführungen, im Foyer legt ein DJ auf, und auf der Terrasse über dem Fluss ist die Bar geöffnet.",
      en: "The museum after work: from 6 pm there are half-hour tours, a DJ plays in the foyer and the bar on the terrace above the river is open.",
    },
    weekdays: [4], times: [[18, 0]], minutes: 240, every: 1, price: "10.00", discounts: true, seatGroups: ["admission"], image: "nachtsonne",
  },
  {
    key: "streichquartett", type: "konzert", room: "grosser-saal", genre: "kammermusik", series: "musik-im-museum", tags: [], production: "musik-im-museum",
    name: { de: "Flussheimer Streichquartett: Haydn und Janáček", en: "Flussheim String Quartet: Haydn and Janáček" },
    subline: { de: "Kammermusik im Großen Saal", en: "Chamber music in the Great Hall" },
    description: {
      de: "Haydns „Sonnenaufgang“ trifft auf Janáčeks „Intime Briefe“: zwei Quartette, die jeweils eine ganze Welt erzählen. Das Flussheimer Streichquartett spielt inmitten der Bilder der Sammlung.",
      en: "Haydn's “Sunrise” meets Janáček's “Intimate Letters”: two quartets that each tell of a whole world. The Flussheim String Quartet plays among the paintings of the collection.",
    },
    weekdays: [5], times: [[19, 30]], minutes: 100, every: 2, price: "28.00", discounts: true, seatGroups: ["stalls", "gallery"], image: "partitur",
  },
  {
    key: "jazz-im-garten", type: "konzert", room: "skulpturengarten", genre: "jazz", series: "musik-im-museum", tags: ["open-air"], production: "musik-im-museum",
    name: { de: "Jazz im Skulpturengarten", en: "Jazz in the Sculpture Garden" },
    subline: { de: "Open Air am Fluss, bei Regen im Foyer", en: "Open air by the river, in the foyer if it rains" },
    description: {
      de: "Das Trio von Ada Morawski spielt eigene Stücke zwischen den Skulpturen des Gartens. Decken und Picknick sind willkommen, Getränke gibt es an der Gartenbar.",
      en: "Ada Morawski's trio plays its own pieces among the garden's sculptures. Blankets and picnics are welcome, drinks are served at the garden bar.",
    },
    weekdays: [6], times: [[20, 0]], minutes: 120, every: 2, price: "22.00", discounts: true, seatGroups: ["garden"], image: "brandung",
  },
  {
    key: "linolschnitt", type: "workshop", room: "atelier", series: "werkstatt", tags: ["anmeldung"],
    name: { de: "Druckwerkstatt: Linolschnitt", en: "Print Studio: Linocut" },
    subline: { de: "Für Erwachsene, keine Vorkenntnisse nötig", en: "For adults, no experience needed" },
    description: {
      de: "Vom Entwurf zum Abzug an einem Nachmittag: Sie schneiden Ihr eigenes Motiv in Linoleum und drucken es auf der historischen Handpresse des Ateliers. Material ist im Preis enthalten.",
      en: "From sketch to print in one afternoon: you cut your own design into linoleum and print it on the studio's historic hand press. Materials are included.",
    },
    weekdays: [6], times: [[14, 0]], minutes: 180, every: 2, price: "35.00", discounts: true, seatGroups: ["course"], image: "fassade",
  },
  {
    key: "lesung", type: "lesung", room: "studio", genre: "literatur", tags: [],
    name: { de: "Lesung: Die Farbe des Wassers", en: "Reading: The Colour of Water" },
    subline: { de: "Texte über Flüsse, Ufer und das Sehen", en: "Writing about rivers, shores and seeing" },
    description: {
      de: "Autorinnen und Autoren der Region lesen Prosa und Gedichte, die vor Bildern der Sammlung entstanden sind. Anschließend Gespräch mit dem Publikum.",
      en: "Writers from the region read prose and poems written in front of paintings in the collection, followed by a conversation with the audience.",
    },
    weekdays: [2], times: [[19, 0]], minutes: 75, every: 2, price: "8.00", discounts: true, seatGroups: ["admission"], image: "wasserschrift",
  },
  {
    key: "vortrag", type: "vortrag", room: "studio", genre: "malerei", tags: [], production: "farbe-als-ereignis",
    name: { de: "Vortrag: Warum Rot?", en: "Talk: Why Red?" },
    subline: { de: "Eine kurze Geschichte der Pigmente", en: "A short history of pigments" },
    description: {
      de: "Die Restauratorin Lea Stein erzählt, woraus die Farben der Moderne gemacht sind – von Krapplack bis Cadmium – und was das für die Bilder heute bedeutet.",
      en: "Conservator Lea Stein explains what the colours of modernism were made of – from madder lake to cadmium – and what that means for the paintings today.",
    },
    weekdays: [3], times: [[19, 0]], minutes: 60, every: 4, price: "6.00", discounts: true, seatGroups: ["admission"], image: "glutfeld",
  },
  {
    key: "kino", type: "film", room: "studio", genre: "film", tags: [],
    name: { de: "Kino im Museum: Künstlerporträts", en: "Cinema at the Museum: Artist Portraits" },
    subline: { de: "Dokumentarfilme über Malerinnen und Maler", en: "Documentaries about painters" },
    description: {
      de: "Jeden zweiten Freitag zeigen wir einen Dokumentarfilm über eine Künstlerin oder einen Künstler der Sammlung, im Original mit Untertiteln.",
      en: "Every other Friday we screen a documentary about an artist in the collection, in the original language with subtitles.",
    },
    weekdays: [5], times: [[20, 30]], minutes: 90, every: 2, price: "7.00", discounts: true, seatGroups: ["admission"], image: "abendfarben",
  },
  {
    key: "english-tour", type: "fuehrung", room: "galerie-ost", genre: "malerei", tags: ["englisch"], production: "farbe-als-ereignis",
    name: { de: "Führung auf Englisch", en: "Guided tour in English" },
    subline: { de: "Highlights der Sammlung", en: "Highlights of the collection" },
    description: {
      de: "Ein Rundgang in englischer Sprache zu den wichtigsten Werken der Sammlung und der aktuellen Sonderausstellung.",
      en: "A tour in English of the key works in the collection and the current special exhibition.",
    },
    weekdays: [6], times: [[12, 0]], minutes: 60, every: 1, price: "4.00", discounts: true, seatGroups: ["admission"], image: "stadtplan-rot",
  },
  {
    key: "tastfuehrung", type: "fuehrung", room: "skulpturengarten", genre: "skulptur", tags: ["barrierefrei", "anmeldung"],
    name: { de: "Tastführung durch den Skulpturengarten", en: "Touch tour of the Sculpture Garden" },
    subline: { de: "Für blinde und sehbehinderte Menschen und alle, die Kunst ertasten möchten", en: "For blind and partially sighted visitors and anyone who wants to feel art" },
    description: {
      de: "Bronze, Stein und Holz mit den Händen erfahren: Ausgewählte Skulpturen dürfen berührt werden, eine Vermittlerin beschreibt Form und Geschichte. Begleitpersonen sind frei.",
      en: "Experience bronze, stone and wood with your hands: selected sculptures may be touched while a guide describes their form and history. Companions go free.",
    },
    weekdays: [2], times: [[16, 0]], minutes: 75, every: 4, price: "0.00", discounts: false, seatGroups: ["admission"], image: "gezeiten",
  },
  {
    key: "matinee", type: "konzert", room: "grosser-saal", genre: "neue-musik", series: "musik-im-museum", tags: [], production: "musik-im-museum",
    name: { de: "Sonntagsmatinee: Klang und Raster", en: "Sunday Matinee: Sound and Grid" },
    subline: { de: "Neue Musik zu Bildern von Ilse Brandauer", en: "New music for paintings by Ilse Brandauer" },
    description: {
      de: "Das Ensemble Querstrom spielt Kompositionen, die sich auf die Rasterbilder Ilse Brandauers beziehen – darunter eine Uraufführung. Kinder unter 18 haben freien Eintritt.",
      en: "Ensemble Querstrom plays compositions that respond to Ilse Brandauer's grid paintings, including a world premiere. Under-18s go free.",
    },
    weekdays: [0], times: [[11, 0]], minutes: 70, every: 4, price: "18.00", discounts: true, seatGroups: ["stalls"], image: "zwischenraum",
  },
  {
    key: "zeitfenster", type: "ausstellung", room: "pumpstation", genre: "fotografie", tags: [], production: "das-ufer",
    name: { de: "Das Ufer – Ausstellungsticket mit Zeitfenster", en: "The Shore – timed exhibition ticket" },
    subline: { de: "Fotografie in der Alten Pumpstation", en: "Photography in the Old Pumping Station" },
    description: {
      de: "Die Alte Pumpstation fasst nur wenige Gäste zugleich. Bitte wählen Sie ein Zeitfenster für Ihren Besuch der Ausstellung „Das Ufer“.",
      en: "The Old Pumping Station can only hold a few visitors at a time. Please choose a time slot for your visit to the exhibition “The Shore”.",
    },
    weekdays: [6], times: [[10, 0]], minutes: 480, every: 1, price: "12.00", discounts: true, seatGroups: ["admission"], timeslots: true, image: "uferzone",
  },
  {
    key: "zeichenkurs", type: "workshop", room: "atelier", series: "werkstatt", tags: ["anmeldung"],
    name: { de: "Zeichnen vor Originalen", en: "Drawing from the Originals" },
    subline: { de: "Kurs in vier Abenden", en: "A course over four evenings" },
    description: {
      de: "Mit Bleistift und Skizzenbuch in den Sälen: Die Zeichnerin Mira Kessler zeigt, wie man Komposition und Licht eines Gemäldes auf Papier festhält.",
      en: "With pencil and sketchbook in the galleries: artist Mira Kessler shows how to capture a painting's composition and light on paper.",
    },
    weekdays: [2], times: [[18, 30]], minutes: 120, every: 1, price: "24.00", discounts: true, seatGroups: ["course"], image: "taktstock",
  },
  {
    key: "kuratorenfuehrung", type: "fuehrung", room: "pumpstation", genre: "fotografie", tags: [], production: "das-ufer",
    name: { de: "Kuratorinnenführung: Das Ufer", en: "Curator's tour: The Shore" },
    subline: { de: "Mit Dr. Johanna Ried", en: "With Dr Johanna Ried" },
    description: {
      de: "Die Kuratorin führt durch die Fotografieausstellung und erzählt, wie die Bilder vom Rhein, von Häfen und Auwäldern zusammengefunden haben.",
      en: "The curator leads a tour through the photography exhibition and tells how the pictures of the Rhine, harbours and floodplain forests came together.",
    },
    weekdays: [4], times: [[17, 0]], minutes: 60, every: 4, price: "6.00", discounts: true, seatGroups: ["admission"], image: "sandbank",
  },
  {
    key: "yoga", type: "workshop", room: "galerie-west", tags: ["anmeldung"],
    name: { de: "Yoga in der Galerie", en: "Yoga in the Gallery" },
    subline: { de: "Bewegung zwischen den Bildern, vor der Öffnung", en: "Movement among the paintings, before opening" },
    description: {
      de: "Eine Stunde sanftes Yoga in der Galerie West, bevor die ersten Gäste kommen. Matten liegen bereit, bitte bequeme Kleidung mitbringen.",
      en: "An hour of gentle yoga in the West Gallery before the first visitors arrive. Mats are provided; please wear comfortable clothing.",
    },
    weekdays: [0], times: [[9, 0]], minutes: 60, every: 2, price: "15.00", discounts: false, seatGroups: ["course"], image: "orbit",
  },
];

/** One-off highlights that fall on a fixed day of the programme (days from the seed day). */
export interface EventHighlight extends Omit<EventTemplate, "weekdays" | "every"> {
  day: number;
}

export const EVENT_HIGHLIGHTS: readonly EventHighlight[] = [
  {
    key: "eroeffnung-raster", day: 12, type: "ausstellung", room: "galerie-west", genre: "malerei", tags: ["eintritt-frei"], production: "raster-und-rhythmus",
    name: { de: "Eröffnung: Raster und Rhythmus", en: "Opening: Grid and Rhythm" },
    subline: { de: "Ilse Brandauer und die Ordnung der Farbe", en: "Ilse Brandauer and the order of colour" },
    description: {
      de: "Wir eröffnen die Ausstellung mit Grußworten, einer Einführung der Kuratorin und Musik des Ensembles Querstrom. Der Eintritt ist an diesem Abend frei.",
      en: "We open the exhibition with short speeches, an introduction by the curator and music by Ensemble Querstrom. Admission is free that evening.",
    },
    // Free admission without registration: no seat group, so no booking button (001 §5).
    times: [[19, 0]], minutes: 150, price: "0.00", discounts: false, seatGroups: [], image: "gartenordnung",
  },
  {
    key: "lange-nacht", day: 40, type: "abend", room: "grosser-saal", tags: ["open-air"],
    name: { de: "Lange Nacht der Museen", en: "Long Night of Museums" },
    subline: { de: "Bis 2 Uhr morgens, mit Shuttle zu allen Häusern der Stadt", en: "Until 2 am, with a shuttle to every museum in town" },
    description: {
      de: "Eine Nacht, ein Ticket, alle Museen der Stadt: Bei uns gibt es Führungen im Taschenlampenlicht, Konzerte im Garten und Projektionen auf der Fassade zum Fluss.",
      en: "One night, one ticket, every museum in town: here there are torchlight tours, concerts in the garden and projections on the river façade.",
    },
    times: [[18, 0]], minutes: 480, price: "16.00", discounts: true, seatGroups: ["admission"], image: "kreisel",
  },
  {
    key: "benefizkonzert", day: 63, type: "konzert", room: "grosser-saal", genre: "kammermusik", series: "musik-im-museum", tags: [], production: "musik-im-museum",
    name: { de: "Benefizkonzert für die Restaurierung", en: "Benefit concert for conservation" },
    subline: { de: "Zugunsten der Restaurierung von „Flusslauf“", en: "In aid of the conservation of “River Course”" },
    description: {
      de: "Solistinnen und Solisten des Staatsorchesters spielen Schubert und Brahms. Der Erlös fließt in die Restaurierung von Hanna Wendts Hauptwerk „Flusslauf“.",
      en: "Soloists of the State Orchestra play Schubert and Brahms. The proceeds go to the conservation of Hanna Wendt's major work “River Course”.",
    },
    times: [[19, 30]], minutes: 120, price: "45.00", discounts: false, seatGroups: ["stalls", "gallery"], image: "flusslauf",
  },
];

/** Who takes part in which programme item, with their part in it. */
export const EVENT_CONTRIBUTORS: Record<string, readonly { person: string; role: Localized<string> }[]> = {
  vortrag: [{ person: "lea-stein", role: { de: "Vortrag", en: "Speaker" } }],
  zeichenkurs: [{ person: "mira-kessler", role: { de: "Kursleitung", en: "Tutor" } }],
  kuratorenfuehrung: [{ person: "johanna-ried", role: { de: "Führung", en: "Guide" } }],
  "jazz-im-garten": [{ person: "ada-morawski", role: { de: "Klavier", en: "Piano" } }],
  streichquartett: [{ person: "clara-vogt", role: { de: "Moderation", en: "Presenter" } }],
  matinee: [{ person: "clara-vogt", role: { de: "Moderation", en: "Presenter" } }],
  familiensonntag: [{ person: "samuel-okafor", role: { de: "Konzept", en: "Concept" } }],
  "eroeffnung-raster": [
    { person: "katrin-albers", role: { de: "Begrüßung", en: "Welcome" } },
    { person: "johanna-ried", role: { de: "Einführung", en: "Introduction" } },
  ],
};

/** Notes shown above an event's description, by tag. */
export const IMPORTANT_INFO: Record<string, Localized<string>> = {
  anmeldung: { de: "<p>Die Plätze sind begrenzt. Bitte buchen Sie im Voraus.</p>", en: "<p>Places are limited. Please book in advance.</p>" },
  "open-air": { de: "<p>Bei Regen findet die Veranstaltung im Foyer statt.</p>", en: "<p>If it rains, the event moves into the foyer.</p>" },
};

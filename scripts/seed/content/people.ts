import type { Localized } from "@schemas/rules/localized";

/** The team and the ensemble (routes team/{slug}/{id}). */
export interface PersonText {
  key: string;
  first_name: string;
  last_name: string;
  role: Localized<string>;
  bio: Localized<string>;
  image: string;
}

export const PEOPLE: readonly PersonText[] = [
  {
    key: "katrin-albers", first_name: "Katrin", last_name: "Albers", image: "lichtfenster",
    role: { de: "Direktorin", en: "Director" },
    bio: {
      de: "Katrin Albers leitet das Museum seit 2019. Die Kunsthistorikerin kam vom Kunstverein Hamburg und hat das Haus für Musik, Literatur und ein junges Publikum geöffnet.",
      en: "Katrin Albers has directed the museum since 2019. An art historian, she came from the Kunstverein in Hamburg and has opened the museum to music, literature and a young audience.",
    },
  },
  {
    key: "johanna-ried", first_name: "Johanna", last_name: "Ried", image: "uferzone",
    role: { de: "Kuratorin für Malerei und Fotografie", en: "Curator of Painting and Photography" },
    bio: {
      de: "Dr. Johanna Ried hat über Landschaftsfotografie am Rhein promoviert und verantwortet die Ausstellungen „Das Ufer“ und „Raster und Rhythmus“.",
      en: "Dr Johanna Ried wrote her doctoral thesis on landscape photography along the Rhine and is responsible for the exhibitions “The Shore” and “Grid and Rhythm”.",
    },
  },
  {
    key: "felix-hartmann", first_name: "Felix", last_name: "Hartmann", image: "zwischenraum",
    role: { de: "Leiter der Sammlung", en: "Head of Collection" },
    bio: {
      de: "Felix Hartmann betreut die rund 4.000 Werke der Sammlung und hat die Neuhängung nach Themen geplant. Er kennt jedes Depotregal beim Namen.",
      en: "Felix Hartmann looks after the collection's 4,000 or so works and planned the new thematic hang. He knows every shelf in the store by name.",
    },
  },
  {
    key: "lea-stein", first_name: "Lea", last_name: "Stein", image: "glutfeld",
    role: { de: "Restauratorin", en: "Conservator" },
    bio: {
      de: "Lea Stein leitet die Restaurierungswerkstatt. Zurzeit arbeitet sie an Hanna Wendts „Flusslauf“, dessen Firnis sich über die Jahrzehnte gelb verfärbt hat.",
      en: "Lea Stein heads the conservation studio. She is currently working on Hanna Wendt's “River Course”, whose varnish has yellowed over the decades.",
    },
  },
  {
    key: "samuel-okafor", first_name: "Samuel", last_name: "Okafor", image: "drei-monde",
    role: { de: "Leiter Bildung und Vermittlung", en: "Head of Learning" },
    bio: {
      de: "Samuel Okafor entwickelt die Familiensonntage, die Schulprogramme und die Angebote in Leichter Sprache. Vorher war er Kunstlehrer an einer Gesamtschule.",
      en: "Samuel Okafor develops the Family Sundays, the school programmes and the Easy Language offers. He used to teach art at a comprehensive school.",
    },
  },
  {
    key: "mira-kessler", first_name: "Mira", last_name: "Kessler", image: "sandbank",
    role: { de: "Künstlerin, Kursleiterin", en: "Artist, course tutor" },
    bio: {
      de: "Mira Kessler zeichnet seit fünfzig Jahren am Fluss. Im Atelier des Museums gibt sie den Kurs „Zeichnen vor Originalen“.",
      en: "Mira Kessler has been drawing by the river for fifty years. In the museum's studio she teaches the course “Drawing from the Originals”.",
    },
  },
  {
    key: "ada-morawski", first_name: "Ada", last_name: "Morawski", image: "taktstock",
    role: { de: "Pianistin und Komponistin", en: "Pianist and composer" },
    bio: {
      de: "Ada Morawski ist in dieser Saison Artist in Residence. Ihr Trio spielt im Skulpturengarten, und sie schreibt ein neues Stück zu Bildern der Sammlung.",
      en: "Ada Morawski is artist in residence this season. Her trio plays in the sculpture garden and she is writing a new piece based on paintings in the collection.",
    },
  },
  {
    key: "clara-vogt", first_name: "Clara", last_name: "Vogt", image: "partitur",
    role: { de: "Dramaturgin Musik", en: "Music programmer" },
    bio: {
      de: "Clara Vogt stellt das Programm der Reihe „Musik im Museum“ zusammen und moderiert die Konzerte im Großen Saal.",
      en: "Clara Vogt puts together the programme of the “Music at the Museum” series and introduces the concerts in the Great Hall.",
    },
  },
  {
    key: "jan-peters", first_name: "Jan", last_name: "Peters", image: "fassade",
    role: { de: "Besucherservice", en: "Visitor services" },
    bio: {
      de: "Jan Peters und sein Team an der Kasse beantworten Fragen zu Tickets, Gruppenbesuchen und Barrierefreiheit – am Telefon, per E-Mail und vor Ort.",
      en: "Jan Peters and his team at the ticket desk answer questions about tickets, group visits and accessibility – by phone, by email and in person.",
    },
  },
];

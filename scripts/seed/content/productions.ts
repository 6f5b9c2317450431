import type { Localized } from "@schemas/rules/localized";

/** Exhibitions and concert series ("productions"), each in a season (001 §2). */
export interface ProductionText {
  key: string;
  name: Localized<string>;
  subline: Localized<string>;
  description: Localized<string>;
  exhibitionType: string;
  tags: readonly string[];
  venue: string;
  /** Days from the seed day; the run of the exhibition or series. */
  from: number;
  to: number;
  image: string;
  gallery: readonly string[];
  people: readonly string[];
}

export const PRODUCTIONS: readonly ProductionText[] = [
  {
    key: "farbe-als-ereignis", exhibitionType: "ausstellung", tags: ["sonderausstellung"], venue: "hauptgebaeude", from: -45, to: 75,
    name: { de: "Farbe als Ereignis. Malerei nach 1945", en: "Colour as Event. Painting after 1945" },
    subline: { de: "Sonderausstellung in der Galerie Ost", en: "Special exhibition in the East Gallery" },
    description: {
      de: "Nach dem Krieg suchten Malerinnen und Maler in ganz Europa einen Neuanfang – und fanden ihn in der Farbe selbst. Die Ausstellung versammelt rund 80 Gemälde aus der eigenen Sammlung und aus Leihgaben, von Hanna Wendts breiten Strömen bis zu Jonas Albrechts stillen Farbfeldern. Sie zeigt, wie aus Pigment, Fläche und Geste eine neue Bildsprache entstand, die bis heute nachwirkt.",
      en: "After the war, painters across Europe searched for a new beginning – and found it in colour itself. The exhibition brings together some 80 paintings from our own collection and on loan, from Hanna Wendt's broad currents to Jonas Albrecht's quiet colour fields. It shows how pigment, surface and gesture gave rise to a new pictorial language whose echo is still felt today.",
    },
    image: "morgenfeld", gallery: ["flusslauf", "stroemung", "sommerwand", "lichtfenster", "kornfeld", "brandung"], people: ["johanna-ried", "lea-stein"],
  },
  {
    key: "das-ufer", exhibitionType: "ausstellung", tags: ["sonderausstellung"], venue: "pumpstation", from: -20, to: 100,
    name: { de: "Das Ufer. Fotografien zwischen Wasser und Land", en: "The Shore. Photographs between Water and Land" },
    subline: { de: "In der Alten Pumpstation", en: "In the Old Pumping Station" },
    description: {
      de: "Häfen, Auwälder, Uferpromenaden: Sechs Fotografinnen und Fotografen haben ein Jahr lang den Fluss zwischen Quelle und Mündung begleitet. Ihre Bilder erzählen von Arbeit und Erholung, von Hochwasser und Trockenheit – und davon, wie sich eine Landschaft verändert, wenn man genau hinsieht.",
      en: "Harbours, floodplain forests, riverside promenades: for a year, six photographers followed the river from its source to its mouth. Their pictures speak of work and leisure, of floods and drought – and of how a landscape changes when you look closely.",
    },
    image: "uferzone", gallery: ["sandbank", "gezeiten", "abendfarben", "nachtsonne"], people: ["johanna-ried"],
  },
  {
    key: "raster-und-rhythmus", exhibitionType: "ausstellung", tags: ["sonderausstellung", "sammlung"], venue: "hauptgebaeude", from: 12, to: 180,
    name: { de: "Raster und Rhythmus. Ilse Brandauer", en: "Grid and Rhythm. Ilse Brandauer" },
    subline: { de: "Die erste Retrospektive seit dreißig Jahren", en: "The first retrospective in thirty years" },
    description: {
      de: "Ilse Brandauer (1931–2019) baute ihre Bilder wie Partituren: aus Rastern, Takten und Pausen. Die Retrospektive zeigt Gemälde, Skizzenbücher und bislang unbekannte Entwürfe aus dem Nachlass, den das Museum 2024 als Schenkung erhalten hat.",
      en: "Ilse Brandauer (1931–2019) built her paintings like musical scores: from grids, bars and rests. The retrospective shows paintings, sketchbooks and previously unknown designs from the estate the museum received as a gift in 2024.",
    },
    image: "gartenordnung", gallery: ["stadtplan-rot", "zwischenraum", "partitur", "fassade"], people: ["johanna-ried", "felix-hartmann"],
  },
  {
    key: "musik-im-museum", exhibitionType: "konzert", tags: ["konzertreihe"], venue: "hauptgebaeude", from: -120, to: 150,
    name: { de: "Musik im Museum", en: "Music at the Museum" },
    subline: { de: "Kammermusik, Jazz und Neue Musik zwischen den Bildern", en: "Chamber music, jazz and new music among the paintings" },
    description: {
      de: "Seit zwanzig Jahren lädt das Museum Musikerinnen und Musiker ein, in seinen Räumen zu spielen. In dieser Saison stehen Streichquartette im Großen Saal, Jazz im Skulpturengarten und Uraufführungen zu Bildern der Sammlung auf dem Programm.",
      en: "For twenty years the museum has invited musicians to play in its rooms. This season brings string quartets in the Great Hall, jazz in the sculpture garden and premieres inspired by works in the collection.",
    },
    image: "partitur", gallery: ["taktstock", "kreisel", "brandung"], people: ["ada-morawski", "clara-vogt"],
  },
  {
    key: "sammlung", exhibitionType: "ausstellung", tags: ["sammlung"], venue: "hauptgebaeude", from: -365, to: 365,
    name: { de: "Die Sammlung. Neu gehängt", en: "The Collection. Newly Hung" },
    subline: { de: "Dauerausstellung im ersten Obergeschoss", en: "Permanent display on the first floor" },
    description: {
      de: "Rund 200 Werke vom Expressionismus bis zur Gegenwart, neu geordnet nach Themen statt nach Jahrzehnten: Wasser, Stadt, Licht, Ordnung. Zu jedem Raum gibt es Texte in Leichter Sprache und einen Audioguide.",
      en: "Some 200 works from Expressionism to the present, rearranged by theme rather than decade: water, city, light, order. Every room has texts in Easy Language and an audio guide.",
    },
    image: "drei-monde", gallery: ["orbit", "doppelpunkt", "glutfeld", "wasserschrift"], people: ["felix-hartmann"],
  },
];

import type { Localized } from "@schemas/rules/localized";

/** The museum's buildings (routes venues/{slug}/{id}). */
export interface VenueText {
  key: string;
  name: Localized<string>;
  street: string;
  zip: string;
  city: string;
  description: Localized<string>;
  directions: Localized<string>;
  latitude: number;
  longitude: number;
  image: string;
}

export const MUSEUM_CITY = "Flussheim";

export const VENUES: readonly VenueText[] = [
  {
    key: "hauptgebaeude", street: "Uferstraße 12", zip: "54321", city: MUSEUM_CITY, latitude: 49.4875, longitude: 8.4660, image: "stadtplan-rot",
    name: { de: "Hauptgebäude", en: "Main Building" },
    description: {
      de: "Der Backsteinbau von 1908 mit dem gläsernen Anbau von 2012 beherbergt die Sammlung, die Sonderausstellungen, den Großen Saal und das Café mit Terrasse zum Fluss.",
      en: "The 1908 brick building with its 2012 glass extension houses the collection, the special exhibitions, the Great Hall and the café with its terrace over the river.",
    },
    directions: {
      de: "Straßenbahn 4 und 6 bis „Museum am Fluss“, von dort zwei Minuten zu Fuß. Das Parkhaus Uferstraße liegt gegenüber.",
      en: "Tram 4 or 6 to “Museum am Fluss”, then a two-minute walk. The Uferstraße car park is opposite.",
    },
  },
  {
    key: "pumpstation", street: "Hafenweg 3", zip: "54321", city: MUSEUM_CITY, latitude: 49.4861, longitude: 8.4702, image: "uferzone",
    name: { de: "Alte Pumpstation", en: "Old Pumping Station" },
    description: {
      de: "Das ehemalige Pumpwerk am Hafenbecken dient seit 2021 als zweiter Ausstellungsort für Fotografie und Medienkunst. Wegen der kleinen Räume gelten dort Zeitfenstertickets.",
      en: "Since 2021 the former pumping station on the harbour basin has been our second venue, for photography and media art. Because the rooms are small, timed tickets apply.",
    },
    directions: {
      de: "Fünf Minuten zu Fuß vom Hauptgebäude flussabwärts, immer am Ufer entlang. Bus 12 bis „Hafen“.",
      en: "A five-minute walk downstream from the main building along the riverbank. Bus 12 to “Hafen”.",
    },
  },
  {
    key: "skulpturengarten", street: "Uferstraße 12", zip: "54321", city: MUSEUM_CITY, latitude: 49.4879, longitude: 8.4652, image: "gezeiten",
    name: { de: "Skulpturengarten", en: "Sculpture Garden" },
    description: {
      de: "Zwischen Museum und Fluss stehen 24 Skulpturen unter alten Platanen. Der Garten ist bei freiem Eintritt zu den Öffnungszeiten des Museums zugänglich.",
      en: "Between the museum and the river, 24 sculptures stand under old plane trees. The garden is open free of charge during museum opening hours.",
    },
    directions: {
      de: "Zugang durch das Foyer des Hauptgebäudes oder über das Gartentor am Uferweg.",
      en: "Enter through the foyer of the main building or the garden gate on the riverside path.",
    },
  },
  {
    key: "atelierhaus", street: "Mühlgasse 7", zip: "54321", city: MUSEUM_CITY, latitude: 49.4890, longitude: 8.4641, image: "fassade",
    name: { de: "Atelierhaus", en: "Studio House" },
    description: {
      de: "Im ehemaligen Kutscherhaus hinter dem Museum liegen das Atelier für Kurse und Familienprogramme, die Druckwerkstatt und die Restaurierung.",
      en: "The former coach house behind the museum holds the art workshop for courses and family programmes, the print studio and the conservation studio.",
    },
    directions: {
      de: "Durch den Skulpturengarten oder über die Mühlgasse; der Eingang ist stufenlos.",
      en: "Through the sculpture garden or via Mühlgasse; the entrance is step-free.",
    },
  },
];

import type { Localized } from "@schemas/rules/localized";

/** "Sammlung digital": catalogues, films, podcast and social posts in one place. */
const de = {
  meta: { title: "Sammlung digital", headline: "Die Sammlung digital", meta_description: "Kataloge, Filme, Podcast und Beiträge aus dem Museum am Fluss zum Lesen, Sehen und Hören." },
  intro: "<p>Nicht jeder kann ins Museum kommen – und manches möchte man zu Hause in Ruhe nachlesen. Hier finden Sie unsere Kataloge zum Durchblättern, Filme aus den Ausstellungen und den Podcast „Vor dem Bild“.</p>",
  catalogue: "Katalog „Farbe als Ereignis“ zum Durchblättern",
  films: "Filme aus dem Museum",
  filmTitles: ["Hanna Wendt: Die Farbe des Wassers", "Im Depot: 4.000 Werke unter dem Fluss", "Ein Abend bei „Donnerstag bis Zehn“"],
  podcast: "Podcast „Vor dem Bild“",
  podcastText: "<p>In jeder Folge sprechen zwei Menschen zwanzig Minuten lang über ein einziges Bild der Sammlung.</p>",
  social: "Aus dem Museum auf Instagram",
  image: { caption: "Paul Oehlert, Drei Monde, 1966. Öl auf Leinwand, 120 × 120 cm", credit: "Sammlung Museum am Fluss" },
  figures: "<table><caption>Die Sammlung in Zahlen</caption><tbody><tr><th scope=\"row\">Gemälde</th><td>2.140</td></tr><tr><th scope=\"row\">Fotografien</th><td>1.310</td></tr><tr><th scope=\"row\">Skulpturen</th><td>290</td></tr><tr><th scope=\"row\">Arbeiten auf Papier</th><td>260</td></tr></tbody></table>",
};

export const DIGITAL_TEXT: Localized<typeof de> = {
  de,
  en: {
    meta: { title: "Digital collection", headline: "The collection online", meta_description: "Catalogues, films, podcast and posts from the Museum by the River to read, watch and listen to." },
    intro: "<p>Not everyone can come to the museum – and some things are best read at home at leisure. Here you will find our catalogues to leaf through, films from the exhibitions and the podcast “In Front of the Picture”.</p>",
    catalogue: "Leaf through the catalogue “Colour as Event”",
    films: "Films from the museum",
    filmTitles: ["Hanna Wendt: The Colour of Water", "In the store: 4,000 works beneath the river", "An evening at “Thursday Late”"],
    podcast: "Podcast “In Front of the Picture”",
    podcastText: "<p>In every episode, two people talk for twenty minutes about a single painting in the collection.</p>",
    social: "From the museum on Instagram",
    image: { caption: "Paul Oehlert, Three Moons, 1966. Oil on canvas, 120 × 120 cm", credit: "Collection Museum by the River" },
    figures: "<table><caption>The collection in figures</caption><tbody><tr><th scope=\"row\">Paintings</th><td>2,140</td></tr><tr><th scope=\"row\">Photographs</th><td>1,310</td></tr><tr><th scope=\"row\">Sculptures</th><td>290</td></tr><tr><th scope=\"row\">Works on paper</th><td>260</td></tr></tbody></table>",
  },
};

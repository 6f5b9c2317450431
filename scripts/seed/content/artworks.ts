import type { Localized } from "@schemas/rules/localized";

/** How an abstract painting is built (artwork-svg.ts); each motif has words for the alt text. */
export type Motif = "circles" | "fields" | "grid" | "strokes" | "horizon";

export const MOTIF_WORDS: Record<Motif, Localized<string>> = {
  circles: { de: "sich überlagernde Kreise", en: "overlapping circles" },
  fields: { de: "weich begrenzte Farbfelder", en: "soft-edged colour fields" },
  grid: { de: "ein Raster aus Rechtecken", en: "a grid of rectangles" },
  strokes: { de: "breite, geschwungene Pinselstriche", en: "broad, sweeping brushstrokes" },
  horizon: { de: "eine Horizontlinie unter einer Sonnenscheibe", en: "a horizon line beneath a sun disc" },
};

export interface Palette {
  name: Localized<string>;
  /** Background first: it is also the placeholder colour shown while the image loads. */
  colors: readonly string[];
}

export const PALETTES: readonly Palette[] = [
  { name: { de: "Ocker und Preußischblau", en: "ochre and Prussian blue" }, colors: ["#e9dcc0", "#c8892b", "#1f3a5f", "#8c3b2a", "#2b2b28"] },
  { name: { de: "Rosé und Oliv", en: "rose and olive" }, colors: ["#f1e4dc", "#d9a5a0", "#6b6b3a", "#a04a3f", "#33322c"] },
  { name: { de: "Blaugrau und Zinnober", en: "blue-grey and vermilion" }, colors: ["#dfe5ea", "#8fa3b3", "#e0462c", "#24323f", "#f3efe6"] },
  { name: { de: "Creme und Tiefgrün", en: "cream and deep green" }, colors: ["#f4ecd8", "#1e4d3b", "#c9a44c", "#7d9a7a", "#1a1a17"] },
  { name: { de: "Nachtblau und Gold", en: "night blue and gold" }, colors: ["#16213a", "#d4a93c", "#3f5f8f", "#e8d9b0", "#9b3d2f"] },
  { name: { de: "Terrakotta und Türkis", en: "terracotta and turquoise" }, colors: ["#f0e2d0", "#c0603c", "#2f8c8a", "#e7b76a", "#3b2a24"] },
  { name: { de: "Grau und Zitronengelb", en: "grey and lemon yellow" }, colors: ["#d9d9d4", "#f2d43d", "#55575a", "#ffffff", "#1d1d1b"] },
  { name: { de: "Violett und Lachs", en: "violet and salmon" }, colors: ["#ece4ef", "#6c4a8a", "#f29f7c", "#2e2340", "#c7b8d6"] },
];

export interface ArtworkSpec {
  /** File name stem under /media/seed/. */
  name: string;
  title: Localized<string>;
  artist: string;
  year: number;
  ratio: readonly [number, number];
  motif: Motif;
  palette: number;
}

/** The collection the demo shows: invented works by invented artists. */
export const ARTWORKS: readonly ArtworkSpec[] = [
  { name: "flusslauf", title: { de: "Flusslauf", en: "River Course" }, artist: "Hanna Wendt", year: 1961, ratio: [16, 9], motif: "strokes", palette: 2 },
  { name: "morgenfeld", title: { de: "Morgenfeld", en: "Morning Field" }, artist: "Jonas Albrecht", year: 1958, ratio: [3, 2], motif: "fields", palette: 3 },
  { name: "uferzone", title: { de: "Uferzone", en: "Shore Zone" }, artist: "Mira Kessler", year: 1974, ratio: [4, 5], motif: "horizon", palette: 0 },
  { name: "drei-monde", title: { de: "Drei Monde", en: "Three Moons" }, artist: "Paul Oehlert", year: 1966, ratio: [1, 1], motif: "circles", palette: 4 },
  { name: "stadtplan-rot", title: { de: "Stadtplan Rot", en: "City Map Red" }, artist: "Ilse Brandauer", year: 1983, ratio: [3, 2], motif: "grid", palette: 2 },
  { name: "sommerwand", title: { de: "Sommerwand", en: "Summer Wall" }, artist: "Jonas Albrecht", year: 1960, ratio: [2, 3], motif: "fields", palette: 5 },
  { name: "stroemung", title: { de: "Strömung II", en: "Current II" }, artist: "Hanna Wendt", year: 1963, ratio: [21, 9], motif: "strokes", palette: 1 },
  { name: "nachtsonne", title: { de: "Nachtsonne", en: "Night Sun" }, artist: "Mira Kessler", year: 1979, ratio: [16, 9], motif: "horizon", palette: 4 },
  { name: "zwischenraum", title: { de: "Zwischenraum", en: "Interspace" }, artist: "Theo Lindqvist", year: 1991, ratio: [4, 3], motif: "grid", palette: 6 },
  { name: "orbit", title: { de: "Orbit", en: "Orbit" }, artist: "Paul Oehlert", year: 1969, ratio: [3, 4], motif: "circles", palette: 7 },
  { name: "sandbank", title: { de: "Sandbank", en: "Sandbank" }, artist: "Mira Kessler", year: 1972, ratio: [3, 2], motif: "horizon", palette: 5 },
  { name: "taktstock", title: { de: "Taktstock", en: "Baton" }, artist: "Ada Morawski", year: 2004, ratio: [2, 3], motif: "strokes", palette: 6 },
  { name: "gartenordnung", title: { de: "Gartenordnung", en: "Garden Order" }, artist: "Ilse Brandauer", year: 1987, ratio: [1, 1], motif: "grid", palette: 3 },
  { name: "lichtfenster", title: { de: "Lichtfenster", en: "Light Window" }, artist: "Jonas Albrecht", year: 1964, ratio: [4, 5], motif: "fields", palette: 0 },
  { name: "kreisel", title: { de: "Kreisel", en: "Spinning Top" }, artist: "Paul Oehlert", year: 1971, ratio: [16, 9], motif: "circles", palette: 1 },
  { name: "brandung", title: { de: "Brandung", en: "Surf" }, artist: "Hanna Wendt", year: 1968, ratio: [3, 2], motif: "strokes", palette: 4 },
  { name: "abendfarben", title: { de: "Abendfarben", en: "Evening Colours" }, artist: "Mira Kessler", year: 1981, ratio: [21, 9], motif: "horizon", palette: 7 },
  { name: "partitur", title: { de: "Partitur", en: "Score" }, artist: "Ada Morawski", year: 2011, ratio: [4, 3], motif: "grid", palette: 7 },
  { name: "kornfeld", title: { de: "Kornfeld", en: "Cornfield" }, artist: "Jonas Albrecht", year: 1959, ratio: [16, 9], motif: "fields", palette: 6 },
  { name: "doppelpunkt", title: { de: "Doppelpunkt", en: "Colon" }, artist: "Theo Lindqvist", year: 1995, ratio: [3, 4], motif: "circles", palette: 2 },
  { name: "wasserschrift", title: { de: "Wasserschrift", en: "Water Script" }, artist: "Ada Morawski", year: 2016, ratio: [3, 2], motif: "strokes", palette: 3 },
  { name: "gezeiten", title: { de: "Gezeiten", en: "Tides" }, artist: "Mira Kessler", year: 1976, ratio: [1, 1], motif: "horizon", palette: 1 },
  { name: "fassade", title: { de: "Fassade", en: "Façade" }, artist: "Ilse Brandauer", year: 1990, ratio: [2, 3], motif: "grid", palette: 5 },
  { name: "glutfeld", title: { de: "Glutfeld", en: "Ember Field" }, artist: "Theo Lindqvist", year: 1998, ratio: [16, 9], motif: "fields", palette: 2 },
];

/** The museum's own wordmark (header logo) and the partners' (logo list, footer). */
export interface LogoSpec {
  name: string;
  wordmark: string;
  tagline: string;
  palette: number;
}

export const MUSEUM_LOGO = "logo-museum";
/** The same mark with the museum's English name, for the English pages' header. */
export const MUSEUM_LOGO_EN = "logo-museum-en";

export const LOGOS: readonly LogoSpec[] = [
  { name: MUSEUM_LOGO, wordmark: "Museum am Fluss", tagline: "Flussheim", palette: 2 },
  { name: MUSEUM_LOGO_EN, wordmark: "Museum by the River", tagline: "Flussheim", palette: 2 },
  { name: "logo-kulturstiftung", wordmark: "Kulturstiftung", tagline: "Rheinau", palette: 3 },
  { name: "logo-stadt", wordmark: "Stadt Flussheim", tagline: "Kulturamt", palette: 2 },
  { name: "logo-freundeskreis", wordmark: "Freundeskreis", tagline: "Museum am Fluss e.V.", palette: 0 },
  { name: "logo-radio", wordmark: "Radio Klassik", tagline: "98,4 MHz", palette: 4 },
  { name: "logo-sparkasse", wordmark: "Flussheimer Bank", tagline: "seit 1872", palette: 5 },
  { name: "logo-verkehr", wordmark: "VFR", tagline: "Verkehrsverbund", palette: 6 },
];

export const PARTNER_LOGOS = LOGOS.filter((logo) => logo.name !== MUSEUM_LOGO && logo.name !== MUSEUM_LOGO_EN);

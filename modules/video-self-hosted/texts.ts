import type { ModuleTexts } from "../define";

/** The module's name and description in the editor palette, and what its renderer shows, in both languages. */
export const texts = {
  de: {
    name: "Video (eigene Datei)",
    description: "Ein Video aus der Mediathek, mit Untertiteln",
    captions_de: "Deutsch",
    captions_en: "Englisch",
  },
  en: {
    name: "Video (own file)",
    description: "A video from the media library, with captions",
    captions_de: "German",
    captions_en: "English",
  },
} satisfies ModuleTexts;

import type { ModuleTexts } from "../define";

/** The module's name and description in the editor palette, and what its renderer shows, in both languages. */
export const texts = {
  de: {
    name: "Audio (eigene Datei)",
    description: "Eine Audiodatei aus der Mediathek, mit Transkript",
    transcript: "Transkript",
  },
  en: {
    name: "Audio (own file)",
    description: "An audio file from the media library, with transcript",
    transcript: "Transcript",
  },
} satisfies ModuleTexts;

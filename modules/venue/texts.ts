import type { ModuleTexts } from "../define";

/** The module's name and description in the editor palette, in both languages. */
export const texts = {
  de: {
    name: "Spielstätte",
    description: "Eine Spielstätte mit Adresse",
  },
  en: {
    name: "Venue",
    description: "One venue with its address",
  },
} satisfies ModuleTexts;

import type { ModuleTexts } from "../define";

/** The module's name and description in the editor palette, in both languages. */
export const texts = {
  de: {
    name: "Spielstätten",
    description: "Mehrere Spielstätten als Liste",
  },
  en: {
    name: "Venue list",
    description: "Several venues as a list",
  },
} satisfies ModuleTexts;

import type { ModuleTexts } from "../define";

/** The module's name and description in the editor palette, in both languages. */
export const texts = {
  de: {
    name: "Sektion",
    description: "Ein Abschnitt mit Spalten für Module",
  },
  en: {
    name: "Section",
    description: "A section with columns for modules",
  },
} satisfies ModuleTexts;

import type { ModuleTexts } from "../define";

/** The module's name and description in the editor palette, in both languages. */
export const texts = {
  de: {
    name: "Zitat",
    description: "Ein Zitat mit Autor·in",
  },
  en: {
    name: "Quote",
    description: "A quote with its author",
  },
} satisfies ModuleTexts;

import type { ModuleTexts } from "../define";

/** The module's name and description in the editor palette, in both languages. */
export const texts = {
  de: {
    name: "FAQ",
    description: "Fragen und Antworten zum Aufklappen",
  },
  en: {
    name: "FAQ",
    description: "Questions and answers that fold open",
  },
} satisfies ModuleTexts;

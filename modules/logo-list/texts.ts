import type { ModuleTexts } from "../define";

/** The module's name and description in the editor palette, in both languages. */
export const texts = {
  de: {
    name: "Logoleiste",
    description: "Logos von Partnern und Förderern",
  },
  en: {
    name: "Logo list",
    description: "Logos of partners and sponsors",
  },
} satisfies ModuleTexts;

import type { ModuleTexts } from "../define";

/** The module's name and description in the editor palette, in both languages. */
export const texts = {
  de: {
    name: "Highlight-Teaser",
    description: "Hebt eine Veranstaltung oder einen Artikel hervor",
  },
  en: {
    name: "Highlight teaser",
    description: "Features one event or article",
  },
} satisfies ModuleTexts;

import type { ModuleTexts } from "../define";

/** The module's name and description in the editor palette, in both languages. */
export const texts = {
  de: {
    name: "Magazin-Teaser",
    description: "Die neuesten Magazinartikel einer Kategorie",
  },
  en: {
    name: "Magazine teasers",
    description: "The latest magazine articles of a category",
  },
} satisfies ModuleTexts;

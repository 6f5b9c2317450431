import type { ModuleTexts } from "../define";

/** The module's name and description in the editor palette, in both languages. */
export const texts = {
  de: {
    name: "Teaser",
    description: "Ein Teaser in einer Teaser-Liste",
  },
  en: {
    name: "Teaser",
    description: "One teaser in a teaser list",
  },
} satisfies ModuleTexts;

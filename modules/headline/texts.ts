import type { ModuleTexts } from "../define";

/** The module's name and description in the editor palette, in both languages. */
export const texts = {
  de: {
    name: "Überschrift",
    description: "Eine Überschrift mit Dach- und Unterzeile",
  },
  en: {
    name: "Headline",
    description: "A headline with preline and subline",
  },
} satisfies ModuleTexts;

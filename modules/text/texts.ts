import type { ModuleTexts } from "../define";

/** The module's name and description in the editor palette, in both languages. */
export const texts = {
  de: {
    name: "Text",
    description: "Formatierter Fließtext",
  },
  en: {
    name: "Text",
    description: "Formatted body text",
  },
} satisfies ModuleTexts;

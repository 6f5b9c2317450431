import type { ModuleTexts } from "../define";

/** The module's name and description in the editor palette, in both languages. */
export const texts = {
  de: {
    name: "Bild und Text",
    description: "Bild und Text nebeneinander",
  },
  en: {
    name: "Image and text",
    description: "Image and text side by side",
  },
} satisfies ModuleTexts;

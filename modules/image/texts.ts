import type { ModuleTexts } from "../define";

/** The module's name and description in the editor palette, in both languages. */
export const texts = {
  de: {
    name: "Bild",
    description: "Ein Bild mit Bildunterschrift und Credit",
  },
  en: {
    name: "Image",
    description: "An image with caption and credit",
  },
} satisfies ModuleTexts;

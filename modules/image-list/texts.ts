import type { ModuleTexts } from "../define";

/** The module's name and description in the editor palette, and what its renderer shows, in both languages. */
export const texts = {
  de: {
    name: "Bilderliste",
    description: "Mehrere Bilder als Galerie oder Slider",
    label: "Bildergalerie",
  },
  en: {
    name: "Image list",
    description: "Several images as a gallery or slider",
    label: "Image gallery",
  },
} satisfies ModuleTexts;

import type { ModuleTexts } from "../define";

/** The module's name and description in the editor palette, and what its renderer shows, in both languages. */
export const texts = {
  de: {
    name: "Teaser-Liste",
    description: "Mehrere Teaser als Liste oder Slider",
    slider_label: "Empfehlungen",
  },
  en: {
    name: "Teaser list",
    description: "Several teasers as a list or slider",
    slider_label: "Recommendations",
  },
} satisfies ModuleTexts;

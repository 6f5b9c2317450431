import type { ModuleTexts } from "../define";

/** The module's name and description in the editor palette, and what its renderer shows, in both languages. */
export const texts = {
  de: {
    name: "Großer Teaser",
    description: "Bildfüllender Teaser mit Link",
    more: "Mehr erfahren",
  },
  en: {
    name: "Full teaser",
    description: "Full-width teaser with a link",
    more: "Learn more",
  },
} satisfies ModuleTexts;

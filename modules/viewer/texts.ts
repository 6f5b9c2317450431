import type { ModuleTexts } from "../define";

/** The module's name and description in the editor palette, and what its renderer shows, in both languages. */
export const texts = {
  de: {
    name: "Viewer",
    description: "Eine eingebettete Ansicht, z. B. ein Blätterkatalog",
    title: "Ansicht von {{service}}",
  },
  en: {
    name: "Viewer",
    description: "An embedded viewer, e.g. a flip book",
    title: "Viewer from {{service}}",
  },
} satisfies ModuleTexts;

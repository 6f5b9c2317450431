import type { ModuleTexts } from "../define";

/** The module's name and description in the editor palette, and what its renderer shows, in both languages. */
export const texts = {
  de: {
    name: "Audio",
    description: "Eingebettetes Audio eines Streamingdienstes",
    title: "Audio von {{service}}",
  },
  en: {
    name: "Audio",
    description: "Embedded audio from a streaming service",
    title: "Audio from {{service}}",
  },
} satisfies ModuleTexts;

import type { ModuleTexts } from "../define";

/** The module's name and description in the editor palette, and what its renderer shows, in both languages. */
export const texts = {
  de: {
    name: "Sprungmarken",
    description: "Sprunglinks zu Überschriften dieser Seite",
    label: "Auf dieser Seite",
  },
  en: {
    name: "Anchor list",
    description: "Jump links to headlines on this page",
    label: "On this page",
  },
} satisfies ModuleTexts;

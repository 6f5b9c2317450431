import type { ModuleTexts } from "../define";

/** The module's name and description in the editor palette, and the kicker its renderer shows per tone. */
export const texts = {
  de: {
    name: "Hinweis",
    description: "Ein hervorgehobener Hinweis, z. B. zu Schließungen",
    info: "Hinweis",
    important: "Wichtig",
  },
  en: {
    name: "Notice",
    description: "A highlighted notice, e.g. about closures",
    info: "Note",
    important: "Important",
  },
} satisfies ModuleTexts;

import type { ModuleTexts } from "../define";

/** The module's name and description in the editor palette, in both languages. */
export const texts = {
  de: {
    name: "Videoliste",
    description: "Mehrere Videos als Liste",
  },
  en: {
    name: "Video list",
    description: "Several videos as a list",
  },
} satisfies ModuleTexts;

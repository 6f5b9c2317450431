import type { ModuleTexts } from "../define";

/** The module's name and description in the editor palette, in both languages. */
export const texts = {
  de: {
    name: "HTML",
    description: "Eigenes HTML, z. B. ein Einbettungscode",
  },
  en: {
    name: "HTML",
    description: "Custom HTML, e.g. an embed code",
  },
} satisfies ModuleTexts;

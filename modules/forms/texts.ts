import type { ModuleTexts } from "../define";

/** The module's name and description in the editor palette, and what its renderer shows, in both languages. */
export const texts = {
  de: {
    name: "Formular",
    description: "Ein Formular, z. B. für eine Anmeldung",
    loading: "Das Formular wird geladen …",
    error: "Das Formular konnte nicht geladen werden.",
  },
  en: {
    name: "Form",
    description: "A form, e.g. for a registration",
    loading: "Loading the form …",
    error: "The form could not be loaded.",
  },
} satisfies ModuleTexts;

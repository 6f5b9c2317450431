import type { ModuleTexts } from "../define";

/** The module's name and description in the editor palette, and what its renderer shows, in both languages. */
export const texts = {
  de: {
    name: "Veranstaltungsliste",
    description: "Kommende Veranstaltungen, gefiltert",
    empty: "Leider gibt es keine bevorstehenden Veranstaltungen.",
    calendar: "Zum Veranstaltungskalender",
    free: "Eintritt frei",
  },
  en: {
    name: "Event list",
    description: "Upcoming events, filtered",
    empty: "Unfortunately, there are no upcoming events.",
    calendar: "Full event calendar",
    free: "Free admission",
  },
} satisfies ModuleTexts;

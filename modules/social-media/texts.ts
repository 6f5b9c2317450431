import type { ModuleTexts } from "../define";

/** The module's name and description in the editor palette, and what its renderer shows, in both languages. */
export const texts = {
  de: {
    name: "Social Media",
    description: "Ein Beitrag aus einem sozialen Netzwerk",
    title: "Beitrag auf {{service}}",
    open: "Beitrag auf {{service}} ansehen",
  },
  en: {
    name: "Social media",
    description: "A post from a social network",
    title: "Post on {{service}}",
    open: "View the post on {{service}}",
  },
} satisfies ModuleTexts;

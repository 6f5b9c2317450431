import type { ModuleTexts } from "../define";

/** The module's name and description in the editor palette, and what its renderer shows, in both languages. */
export const texts = {
  de: {
    name: "Link",
    description: "Ein einzelner Link oder Button",
    opens_new_tab: "(öffnet in einem neuen Tab)",
  },
  en: {
    name: "Link",
    description: "A single link or button",
    opens_new_tab: "(opens in a new tab)",
  },
} satisfies ModuleTexts;

import type { ModuleTexts } from "../define";

/** The module's name and description in the editor palette, and what its renderer shows, in both languages. */
export const texts = {
  de: {
    name: "Hero (Bild/Video)",
    description: "Großes Bild oder Video zum Seitenauftakt",
    play: "Video abspielen",
    pause: "Video anhalten",
    more: "Mehr erfahren",
  },
  en: {
    name: "Hero media",
    description: "A large image or video to open the page",
    play: "Play video",
    pause: "Pause video",
    more: "Learn more",
  },
} satisfies ModuleTexts;

import type { ModuleTexts } from "../define";

/** The module's name and description in the editor palette, and what its renderer shows, in both languages. */
export const texts = {
  de: {
    name: "Video",
    description: "Ein Video von YouTube oder Vimeo",
    fallback_title: "Video von {{service}}",
    length: "Dauer: {{length}}",
    watch_on: "Video auf {{service}} ansehen",
  },
  en: {
    name: "Video",
    description: "A video from YouTube or Vimeo",
    fallback_title: "Video from {{service}}",
    length: "Length: {{length}}",
    watch_on: "Watch the video on {{service}}",
  },
} satisfies ModuleTexts;

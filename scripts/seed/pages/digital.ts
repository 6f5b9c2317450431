import { DIGITAL_TEXT } from "../content/page-digital";
import { pic } from "../context";
import type { PageSeed } from "./types";

const FILMS = [
  { url: "https://vimeo.com/museumamfluss/hanna-wendt", image: "stroemung", length: "12:40" },
  { url: "https://www.youtube.com/watch?v=museumDepot1", image: "zwischenraum", length: "6:05" },
  { url: "https://youtu.be/museumLate01", image: "nachtsonne", length: "3:30" },
] as const;

/** The digital collection (under About): catalogue viewer, films, podcast, a post and a table. */
export const digitalPage: PageSeed = {
  key: "digital",
  parent: "about",
  position: 0,
  flags: { in_menu: true },
  translations: {
    de: { path: "ueber-uns/sammlung-digital", ...DIGITAL_TEXT.de.meta },
    en: { path: "about/digital-collection", ...DIGITAL_TEXT.en.meta },
  },
  sections: (ctx, lang, { module, section }) => {
    const t = DIGITAL_TEXT[lang];
    return [
      section("100", [[module("text", { content: t.intro })]]),
      section("67-33", [
        [
          module("headline", { headline_level: 2, content: t.catalogue }),
          // Embed URLs are examples on the allowed hosts; the demo has no real catalogue online.
          module("viewer", { embed: "https://issuu.com/museum-am-fluss/docs/farbe-als-ereignis", media_type: "document" }),
        ],
        [
          module("image", { image: pic(ctx, "drei-monde", lang), format: "square", caption: t.image.caption, credit: t.image.credit }),
          module("html", { html_code: t.figures }),
        ],
      ]),
      section("100", [[
        module("video_list", {
          headline: t.films,
          children: FILMS.map((film, index) => ({ video_url: film.url, title: t.filmTitles[index], image: pic(ctx, film.image, lang), length: film.length })),
        }),
      ]], { background: "cc01" }),
      section("50-50", [
        [
          module("headline", { headline_level: 2, content: t.podcast }),
          module("text", { content: t.podcastText }),
          module("audio", { embed: "https://open.spotify.com/show/museumamflussvordembild", media_type: "podcast" }),
        ],
        [
          module("headline", { headline_level: 2, content: t.social }),
          module("social_media", { embed: "https://www.instagram.com/p/museumamfluss01/", title: t.social }),
        ],
      ]),
    ];
  },
};

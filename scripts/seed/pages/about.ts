import { ABOUT_TEXT } from "../content/page-about";
import { PEOPLE } from "../content/people";
import { MUSEUM } from "../content/site";
import { artwork, pic } from "../context";
import { personLink } from "./links";
import type { PageSeed } from "./types";

const COLLECTION = ["drei-monde", "stadtplan-rot", "sommerwand", "orbit", "kornfeld", "taktstock", "gezeiten", "fassade"];

/** About: history with a quote, collection images, the team, FAQ and the museum film. */
export const aboutPage: PageSeed = {
  key: "about",
  position: 2,
  flags: { in_menu: true },
  ogImage: "stadtplan-rot",
  translations: {
    de: { path: "ueber-uns", ...ABOUT_TEXT.de.meta },
    en: { path: "about", ...ABOUT_TEXT.en.meta },
  },
  sections: (ctx, lang, { module, section, itemId }) => {
    const t = ABOUT_TEXT[lang];
    return [
      section("100", [[
        module("headline", { headline_level: 2, preline: t.intro.preline, content: t.intro.headline }),
        module("text", { content: t.intro.text, decrease_distance: true }),
      ]]),
      section("100", [[module("two_columns", { extra_class: "image-text", text: t.history, image: pic(ctx, "fassade", lang) })]]),
      section("25-50-25", [
        [module("image", { image: pic(ctx, "flusslauf", lang), format: "portrait", caption: t.quoteImageCaption })],
        [module("quote", t.quote)],
        [module("text", { content: t.quoteSide })],
      ], { background: "cc03" }),
      section("100", [[
        module("headline", { headline_level: 2, content: t.collection, anchor: "sammlung" }),
        module("image_list", {
          format: "masonry",
          children: COLLECTION.map((name) => ({ image: pic(ctx, name, lang), caption: artwork(ctx, name).credit[lang] })),
        }),
      ]]),
      section("100", [[
        module("teaser_list", {
          extra_class: "list",
          headline: t.team.headline,
          children: PEOPLE.slice(0, 6).map((person) => ({
            id: itemId(),
            image: pic(ctx, person.image, lang),
            preline: person.role[lang],
            headline: `${person.first_name} ${person.last_name}`,
            text: person.bio[lang],
            link: personLink(ctx, person.key, lang),
            link_text: t.team.link,
          })),
        }),
      ]]),
      section("67-33", [
        [module("headline", { headline_level: 2, content: t.faq.headline }), module("faq", { anchor: "faq", children: t.faq.items })],
        [module("text", { content: t.contact.text }), module("link", { link_text: t.contact.link, link: `mailto:${MUSEUM.email}`, extra_class: "secondary" })],
      ]),
      section("50-50", [
        [module("video_self_hosted", {
          file: "/media/seed/sample.mp4",
          captions: { de: "/media/seed/sample-de.vtt", en: "/media/seed/sample-en.vtt" },
          image: pic(ctx, "kreisel", lang),
          title: t.film.title,
        })],
        [module("headline", { headline_level: 3, content: t.film.audio }), module("audio_self_hosted", { file: "/media/seed/sample.mp3", transcript: t.film.transcript })],
      ]),
    ];
  },
};

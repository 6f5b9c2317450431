import { PARTNER_LOGOS } from "../content/artworks";
import { HOME_TEXT } from "../content/page-home";
import { PRODUCTIONS } from "../content/productions";
import { artwork, need, pic } from "../context";
import { berlinTime } from "../random";
import { eventLink, pageLink, productionLink } from "./links";
import type { PageSeed } from "./types";

const NOW_ON = ["farbe-als-ereignis", "das-ufer", "sammlung", "musik-im-museum"] as const;
const PARTNER_SITES: Record<string, string> = {
  "logo-kulturstiftung": "https://kulturstiftung-rheinau.example",
  "logo-stadt": "https://flussheim.example/kultur",
  "logo-radio": "https://radio-klassik.example",
};

/** Home: hero, what is on now, the next events, the new exhibition, magazine and partners. */
export const homePage: PageSeed = {
  key: "home",
  position: 0,
  ogImage: "flusslauf",
  translations: {
    de: { path: "", ...HOME_TEXT.de.meta },
    en: { path: "", ...HOME_TEXT.en.meta },
  },
  sections: (ctx, lang, { module, section, itemId }) => {
    const t = HOME_TEXT[lang];
    return [
      section("100", [[
        module("hero_media", {
          headline: t.hero.headline,
          text: t.hero.text,
          button_text: t.hero.button,
          button_link: pageLink(lang, "kalender"),
          image: pic(ctx, "flusslauf", lang),
          online_from: berlinTime(ctx.today, -30, 0).toISOString(),
        }),
      ]]),
      section("100", [[
        module("teaser_list", {
          extra_class: "slider",
          headline: t.nowOn,
          children: NOW_ON.map((key) => {
            const production = PRODUCTIONS.find((item) => item.key === key)!;
            return {
              id: itemId(),
              image: pic(ctx, production.image, lang),
              preline: production.subline[lang],
              headline: production.name[lang],
              link: productionLink(ctx, key, lang),
              link_text: t.nowOnLink,
            };
          }),
        }),
      ]]),
      section("67-33", [
        [
          module("headline", { headline_level: 2, preline: t.upcoming.preline, content: t.upcoming.headline, anchor: "programm" }),
          module("event_list", { filters: "next_3_days", children: [] }),
          module("link", { link_text: t.upcoming.link, link: pageLink(lang, "kalender"), extra_class: "arrow" }),
        ],
        [
          module("teaser_item", {
            image: pic(ctx, "morgenfeld", lang),
            preline: t.friends.preline,
            headline: t.friends.headline,
            text: t.friends.text,
            link: pageLink(lang, lang === "de" ? "freundeskreis" : "friends"),
            link_text: t.friends.link,
          }),
        ],
      ]),
      section("100", [[
        module("full_teaser", {
          extra_class: "image-left",
          image: pic(ctx, "gartenordnung", lang),
          preline: t.opening.preline,
          headline: t.opening.headline,
          subline: t.opening.subline,
          text: t.opening.text,
          link: eventLink(ctx, "eroeffnung-raster", lang),
          link_text: t.opening.link,
        }),
      ]], { background: "cc03" }),
      section("100", [[module("blog_teaser_list", { headline: t.magazine, items: 4 })]]),
      section("100", [[
        module("highlight_teaser", {
          headline: t.highlight,
          categories: [need(ctx.ids.categories, "hinter-den-kulissen"), need(ctx.ids.categories, "sammlung")],
        }),
      ]], { background: "cc01" }),
      section("33-33-33", t.columns.map((column, index) => [
        module("headline", { headline_level: 3, content: column.headline }),
        module("text", { content: column.text }),
        module("link", {
          link_text: column.link,
          link: pageLink(lang, [lang === "de" ? "besuch" : "visit", lang === "de" ? "besuch/anfahrt" : "visit/directions", lang === "de" ? "besuch/barrierefreiheit" : "visit/accessibility"][index]!),
          extra_class: "arrow",
        }),
      ])),
      section("100", [[
        module("logo_list", {
          extra_class: "small",
          headline: t.partners,
          children: PARTNER_LOGOS.map((logo) => ({
            id: itemId(),
            image: pic(ctx, logo.name, lang),
            name: `${artwork(ctx, logo.name).credit[lang]} ${logo.tagline}`,
            link: PARTNER_SITES[logo.name],
          })),
        }),
      ]]),
    ];
  },
};

import { FRIENDS_TEXT } from "../content/page-friends";
import { MUSEUM } from "../content/site";
import { pic } from "../context";
import { berlinTime } from "../random";
import type { PageSeed } from "./types";

/** The membership landing page: no menu (is_landing_page), one clear call to action. */
export const friendsPage: PageSeed = {
  key: "friends",
  position: 3,
  flags: { is_landing_page: true },
  ogImage: "morgenfeld",
  translations: {
    de: { path: "freundeskreis", ...FRIENDS_TEXT.de.meta },
    en: { path: "friends", ...FRIENDS_TEXT.en.meta },
  },
  sections: (ctx, lang, { module, section }) => {
    const t = FRIENDS_TEXT[lang];
    const join = `mailto:freundeskreis@museum-am-fluss.example?subject=${encodeURIComponent(t.link)}`;
    return [
      section("100", [[
        module("hero_media", {
          headline: t.hero.headline,
          text: t.hero.text,
          button_text: t.hero.button,
          button_link: "#mitglied",
          sticky: true,
          image: pic(ctx, "morgenfeld", lang),
          online_from: berlinTime(ctx.today, -60, 0).toISOString(),
          online_to: berlinTime(ctx.today, 365, 0).toISOString(),
        }),
      ]]),
      section("100", [[module("two_columns", { extra_class: "text-image", text: t.story, image: pic(ctx, "lichtfenster", lang) })]]),
      section("33-33-33", t.benefits.map((benefit) => [
        module("headline", { headline_level: 3, content: benefit.headline }),
        module("text", { content: benefit.text }),
      ]), { background: "cc02", image: pic(ctx, "kornfeld", lang) }),
      section("25-50-25", [
        [],
        [
          module("headline", { headline_level: 2, content: t.hero.button, anchor: "mitglied" }),
          module("text", { content: t.fees }),
          module("link", { link_text: t.link, link: join, extra_class: "primary", new_window: false }),
        ],
        [module("text", { content: `<p>${MUSEUM.name[lang]}<br>${MUSEUM.street}<br>${MUSEUM.zip} ${MUSEUM.city}</p>` })],
      ]),
    ];
  },
};

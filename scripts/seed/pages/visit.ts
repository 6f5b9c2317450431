import { VISIT_TEXT } from "../content/page-visit";
import { pic } from "../context";
import { formUrl } from "../entities/forms";
import { pageLink } from "./links";
import type { PageSeed } from "./types";

const ANCHORS = {
  de: { hours: "oeffnungszeiten", prices: "preise", tours: "fuehrungen", groups: "gruppen" },
  en: { hours: "opening-hours", prices: "prices", tours: "tours", groups: "groups" },
} as const;

/** Visit: a notice about closed rooms, hours, prices, weekend tours and the group-tour request, with jump links on top. */
export const visitPage: PageSeed = {
  key: "visit",
  position: 1,
  flags: { in_menu: true },
  ogImage: "uferzone",
  translations: {
    de: { path: "besuch", ...VISIT_TEXT.de.meta },
    en: { path: "visit", ...VISIT_TEXT.en.meta },
  },
  sections: (ctx, lang, { module, section, itemId }) => {
    const t = VISIT_TEXT[lang];
    const anchors = ANCHORS[lang];
    const keys = ["hours", "prices", "tours", "groups"] as const;
    return [
      section("100", [[
        module("anchor_list", {
          sticky: true,
          children: keys.map((key) => ({ id: itemId(), link_text: t.jump[key], anchor: `#${anchors[key]}` })),
        }),
      ]]),
      section("100", [[module("notice", t.notice)]]),
      section("50-50", [
        [module("headline", { headline_level: 2, content: t.jump.hours, anchor: anchors.hours }), module("text", { content: t.hours })],
        [module("headline", { headline_level: 2, content: t.jump.prices, anchor: anchors.prices }), module("text", { content: t.prices })],
      ]),
      section("100", [[
        module("headline", { headline_level: 2, content: t.jump.tours, anchor: anchors.tours }),
        module("event_list", { headline: t.tours, filters: "weekend", children: [] }),
      ]], { background: "cc02" }),
      section("33-67", [
        [
          module("headline", { headline_level: 2, content: t.jump.groups, anchor: anchors.groups }),
          module("image", { image: pic(ctx, "doppelpunkt", lang), format: "square" }),
        ],
        [
          module("headline", { headline_level: 3, content: t.groups.headline }),
          module("text", { content: t.groups.text }),
          module("link", { link_text: t.groups.link, link: formUrl(ctx, "gruppenfuehrung")[lang], extra_class: "primary", sticky: true }),
          module("forms", { hubspot_id: ctx.rng.fork(`hubspot:${lang}`).uuid() }),
        ],
      ]),
    ];
  },
};

/** Directions, with every venue: /besuch/anfahrt. */
export const directionsPage: PageSeed = {
  key: "directions",
  parent: "visit",
  position: 0,
  flags: { in_menu: true },
  translations: {
    de: { path: "besuch/anfahrt", ...VISIT_TEXT.de.directions.meta },
    en: { path: "visit/directions", ...VISIT_TEXT.en.directions.meta },
  },
  sections: (ctx, lang, { module, section, itemId }) => {
    const t = VISIT_TEXT[lang].directions;
    const venues = [...ctx.ids.venues.values()];
    return [
      section("100", [[module("text", { content: t.intro })]]),
      section("50-50", [[module("venue", { venue: venues[0]! })], [module("venue", { venue: venues[1]! })]]),
      section("100", [[
        module("venue_list", { headline: t.venues, children: venues.map((venue) => ({ id: itemId(), venue })) }),
        module("link", { link_text: t.parkingLink, link: pageLink(lang, lang === "de" ? "besuch/anfahrt/parken" : "visit/directions/parking"), extra_class: "secondary" }),
      ]]),
    ];
  },
};

/** The deepest page (three levels): /besuch/anfahrt/parken. */
export const parkingPage: PageSeed = {
  key: "parking",
  parent: "directions",
  position: 0,
  translations: {
    de: { path: "besuch/anfahrt/parken", ...VISIT_TEXT.de.parking.meta },
    en: { path: "visit/directions/parking", ...VISIT_TEXT.en.parking.meta },
  },
  sections: (ctx, lang, { module, section }) => {
    const t = VISIT_TEXT[lang].parking;
    return [
      section("67-33", [
        [module("text", { content: t.text })],
        [module("image", { image: pic(ctx, "sandbank", lang), format: "portrait", caption: t.caption })],
      ]),
    ];
  },
};

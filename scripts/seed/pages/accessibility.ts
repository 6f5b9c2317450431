import { addDays, format } from "date-fns";
import { VISIT_TEXT } from "../content/page-visit";
import { need, pic } from "../context";
import type { PageSeed } from "./types";

/** Accessibility: text, a sign-language film, an audio description and the accessible dates. */
export const accessibilityPage: PageSeed = {
  key: "accessibility",
  parent: "visit",
  position: 1,
  flags: { in_menu: true },
  translations: {
    de: { path: "besuch/barrierefreiheit", ...VISIT_TEXT.de.access.meta },
    en: { path: "visit/accessibility", ...VISIT_TEXT.en.access.meta },
  },
  sections: (ctx, lang, { module, section }) => {
    const t = VISIT_TEXT[lang].access;
    return [
      section("67-33", [
        [module("text", { content: t.text })],
        [
          module("video", {
            // The embed URLs of the demo are examples on the allowed hosts, not real uploads.
            video_url: "https://www.youtube.com/watch?v=museumDGS01",
            title: t.video,
            image: pic(ctx, "lichtfenster", lang),
            length: "4:12",
          }),
          module("audio", { embed: "https://museum-am-fluss.podigee.io/12-barrierefrei-durchs-museum", media_type: "podcast" }),
        ],
      ]),
      section("100", [[
        module("event_list", {
          headline: t.events,
          tag: need(ctx.ids.eventTags, "barrierefrei"),
          date_from: format(ctx.today, "yyyy-MM-dd"),
          date_to: format(addDays(ctx.today, 90), "yyyy-MM-dd"),
          filters: "",
          children: [],
        }),
      ]]),
    ];
  },
};

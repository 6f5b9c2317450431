import { describe, expect, it } from "vitest";
import type { Locale } from "@schemas/rules/localized";
import { getT } from "@/i18n/translate";
import { renderHtml } from "../../tests/helpers/render-context";
import { TeaserListRender } from "./render";
import { teaserList } from "./schema";

const children = [
  { id: "a", headline: "Immer sichtbar" },
  { id: "b", headline: "Schon vorbei", online_from: "2026-01-01T00:00:00Z", online_to: "2026-02-01T00:00:00Z" },
  { id: "c", headline: "Noch nicht", online_from: "2026-05-01T00:00:00Z" },
];
const render = (extra_class: "slider" | "list", lang: Locale = "de") => {
  const module = teaserList.schema.parse({ id: "l1", type: "teaser_list", extra_class, headline: "Tipps", children });
  return renderHtml(<>{TeaserListRender({ module, ctx: { lang, t: getT(lang), now: new Date("2026-03-15T12:00:00Z") } })}</>);
};

describe("teaser_list render", () => {
  it("lists only the teasers inside their window, as h3 under the list's h2", async () => {
    const html = await render("list");
    expect(html).toContain("<h3");
    expect(html).toContain("Immer sichtbar");
    expect(html).not.toContain("Schon vorbei");
    expect(html).not.toContain("Noch nicht");
    expect(html).toContain("<ul");
  });

  it("labels the slider buttons zurück/weiter in German and previous/next in English", async () => {
    const de = await render("slider");
    expect(de).toContain(">zurück</button>");
    expect(de).toContain(">weiter</button>");
    const en = await render("slider", "en");
    expect(en).toContain(">previous</button>");
    expect(en).toContain(">next</button>");
    expect(en).toContain("Immer sichtbar");
    expect(en).not.toContain("Schon vorbei");
  });
});

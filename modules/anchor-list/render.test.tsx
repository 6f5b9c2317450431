import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Locale } from "@schemas/rules/localized";
import { getT } from "@/i18n/translate";
import { AnchorListRender } from "./render";
import { anchorList } from "./schema";

const render = (lang: Locale, children: { id: string; link_text: string; anchor: string }[]) => {
  const module = anchorList.schema.parse({ id: "a1", type: "anchor_list", children });
  return renderToStaticMarkup(<>{AnchorListRender({ module, ctx: { lang, t: getT(lang), now: new Date() } })}</>);
};

describe("anchor_list render", () => {
  it("is a labelled navigation of jump links", () => {
    const html = render("de", [{ id: "x", link_text: "Anfahrt", anchor: "anfahrt" }]);
    expect(html).toContain('<nav aria-label="Auf dieser Seite"');
    expect(html).toContain('<a href="#anfahrt"');
    expect(render("en", [{ id: "x", link_text: "Directions", anchor: "#directions" }])).toContain('aria-label="On this page"');
  });

  it("marks a sticky list for the sticky navigation, and only a sticky one", () => {
    const sticky = anchorList.schema.parse({ id: "a2", type: "anchor_list", sticky: true, children: [{ id: "x", link_text: "Tickets", anchor: "tickets" }] });
    const html = renderToStaticMarkup(<>{AnchorListRender({ module: sticky, ctx: { lang: "de", t: getT("de"), now: new Date() } })}</>);
    expect(html).toContain("data-sticky-anchors");
    expect(render("de", [{ id: "x", link_text: "Anfahrt", anchor: "anfahrt" }])).not.toContain("data-sticky-anchors");
  });

  it("renders nothing without links", () => {
    expect(render("de", [])).toBe("");
  });
});

import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { getT } from "@/i18n/translate";
import { TeaserItemRender } from "./render";
import { teaserItem } from "./schema";

const module = teaserItem.schema.parse({
  id: "t1",
  type: "teaser_item",
  headline: "Lange Nacht",
  link: "/de/kalender",
  link_text: "Zum Programm",
  online_from: "2026-03-01T00:00:00+01:00",
  online_to: "2026-03-08T00:00:00+01:00",
});
const render = (now: string) =>
  renderToStaticMarkup(<>{TeaserItemRender({ module, ctx: { lang: "de", t: getT("de"), now: new Date(now) } })}</>);

describe("teaser_item render", () => {
  it("shows the card inside its window, the headline as the link", () => {
    const html = render("2026-03-04T12:00:00Z");
    expect(html).toContain('<a href="/de/kalender"');
    expect(html).toContain("Lange Nacht</a>");
    expect(html).toContain("Zum Programm");
  });

  it("renders nothing before online_from and from online_to on", () => {
    expect(render("2026-02-28T22:59:59Z")).toBe("");
    expect(render("2026-03-07T23:00:00Z")).toBe("");
  });
});

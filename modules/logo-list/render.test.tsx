import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { getT } from "@/i18n/translate";
import { LogoListRender } from "./render";
import { logoList } from "./schema";

describe("logo_list render", () => {
  it("uses each logo's name as its alt text, also inside a link", () => {
    const module = logoList.schema.parse({
      id: "l1",
      type: "logo_list",
      children: [{ id: "g1", image: { src: "/media/logo-a", width: 480, height: 160, alt: "" }, name: "Kulturstiftung", link: "https://example.org" }],
    });
    const html = renderToStaticMarkup(<>{LogoListRender({ module, ctx: { lang: "de", t: getT("de"), now: new Date() } })}</>);
    expect(html).toMatch(/<a href="https:\/\/example.org"[^>]*><picture[^>]*>.*alt="Kulturstiftung"/);
  });
});

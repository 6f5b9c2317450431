import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { getT } from "@/i18n/translate";
import { TwoColumnsRender } from "./render";
import { twoColumns } from "./schema";

const render = (extra_class: "image-text" | "text-image") => {
  const module = twoColumns.schema.parse({
    id: "c1",
    type: "two_columns",
    extra_class,
    text: "<p>Saal 3</p><img src=x onerror=alert(1)>",
    image: { src: "/media/room-3", width: 1200, height: 800, alt: "Saal 3" },
  });
  return renderToStaticMarkup(<>{TwoColumnsRender({ module, ctx: { lang: "de", t: getT("de"), now: new Date() } })}</>);
};

describe("two_columns render", () => {
  it("puts the image first for image-text and the text first for text-image", () => {
    expect(render("image-text").indexOf("<picture")).toBeLessThan(render("image-text").indexOf("<p>Saal 3</p>"));
    expect(render("text-image").indexOf("<p>Saal 3</p>")).toBeLessThan(render("text-image").indexOf("<picture"));
  });

  it("renders the rich text sanitised", () => {
    expect(render("image-text")).not.toContain("onerror");
  });
});

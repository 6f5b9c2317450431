import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { getT } from "@/i18n/translate";
import { HeroMediaRender } from "./render";
import { heroMedia } from "./schema";

const module = heroMedia.schema.parse({
  id: "h1",
  type: "hero_media",
  headline: "Frühjahr im Museum",
  image: { src: "/media/hero-1", width: 1600, height: 900, alt: "" },
  video: "/media/hero-loop.mp4",
  button_link: "/en/visit",
  online_from: "2026-03-01T00:00:00+01:00",
  online_to: "2026-06-01T00:00:00+02:00",
});
const render = (now: string) =>
  renderToStaticMarkup(<>{HeroMediaRender({ module, ctx: { lang: "en", t: getT("en"), now: new Date(now) } })}</>);

describe("hero_media render", () => {
  it("leads with an h2 headline, an eagerly loaded image and the muted video", () => {
    const html = render("2026-04-01T12:00:00Z");
    expect(html).toMatch(/<h2[^>]*>Frühjahr im Museum<\/h2>/);
    expect(html).not.toContain("<h1");
    expect(html).toContain('fetchPriority="high"');
    // Preloaded from the head: inside <picture> the browser would find it only in the body.
    expect(html).toMatch(/<link rel="preload" as="image" type="image\/webp" fetchPriority="high" imageSrcSet="[^"]*\.webp 480w/);
    // WebP, not AVIF, above the fold: it is decoded in a fraction of the time.
    expect(html).not.toContain('type="image/avif"');
    expect(html).toContain('<source src="/media/hero-loop.mp4" type="video/mp4"/>');
    expect(html).toMatch(/<video[^>]*muted/);
    expect(html).toContain(">Play video</button>");
  });

  it("renders nothing outside its window", () => {
    expect(render("2026-02-28T22:00:00Z")).toBe("");
    expect(render("2026-06-01T00:00:00Z")).toBe("");
  });
});

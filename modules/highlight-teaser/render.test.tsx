import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ArticleCard } from "@schemas/api/cards";
import { getT } from "@/i18n/translate";
import { highlightTeaser } from "./schema";

const getHighlightArticles = vi.fn<(lang: string, categoryIds: number[]) => Promise<ArticleCard[]>>();
vi.mock("./data", () => ({ getHighlightArticles: (lang: string, ids: number[]) => getHighlightArticles(lang, ids) }));
const { HighlightTeaserRender } = await import("./render");

const article = (id: number): ArticleCard => ({
  id,
  title: `Story ${id}`,
  slug: `story-${id}`,
  url: `/en/stories/story-${id}/${id}`,
  teaser_text: null,
  image: null,
  category: null,
  published_at: "2026-03-01T10:00:00Z",
});

const render = async () => {
  const module = highlightTeaser.schema.parse({ id: "h1", type: "highlight_teaser", categories: [2, 5] });
  return renderToStaticMarkup(<>{await HighlightTeaserRender({ module, ctx: { lang: "en", t: getT("en"), now: new Date() } })}</>);
};

describe("highlight_teaser render", () => {
  beforeEach(() => getHighlightArticles.mockReset());

  it("shows the newest article as the lead and the next ones in the small list", async () => {
    getHighlightArticles.mockResolvedValue([article(9), article(8), article(7)]);
    const html = await render();
    expect(getHighlightArticles).toHaveBeenCalledWith("en", [2, 5]);
    const list = html.indexOf("<ul");
    expect(html.indexOf("Story 9")).toBeLessThan(list);
    expect(html.indexOf("Story 8")).toBeGreaterThan(list);
    expect(html.indexOf("Story 7")).toBeGreaterThan(list);
  });

  it("renders nothing without articles", async () => {
    getHighlightArticles.mockResolvedValue([]);
    expect(await render()).toBe("");
  });
});

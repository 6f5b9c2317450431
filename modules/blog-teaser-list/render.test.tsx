import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { ArticleCard } from "@schemas/api/cards";
import { getT } from "@/i18n/translate";
import { blogTeaserList } from "./schema";

const getLatestArticles = vi.fn<(lang: string, limit: number, categoryId?: number) => Promise<ArticleCard[]>>();
vi.mock("./data", () => ({ getLatestArticles: (...args: [string, number, number?]) => getLatestArticles(...args) }));
const { BlogTeaserListRender } = await import("./render");

const article = (id: number): ArticleCard => ({
  id,
  title: `Geschichte ${id}`,
  slug: `geschichte-${id}`,
  url: `/de/stories/geschichte-${id}/${id}`,
  teaser_text: null,
  image: null,
  category: { id: 2, name: "Hinter den Kulissen", slug: "kulissen", style_name: null },
  published_at: "2026-03-01T10:00:00Z",
});

const render = async (fields: Record<string, unknown>) => {
  const module = blogTeaserList.schema.parse({ id: "b1", type: "blog_teaser_list", ...fields });
  return renderToStaticMarkup(<>{await BlogTeaserListRender({ module, ctx: { lang: "de", t: getT("de"), now: new Date() } })}</>);
};

describe("blog_teaser_list render", () => {
  beforeEach(() => getLatestArticles.mockReset());

  it("asks for the chosen number of articles of the category and links each card", async () => {
    getLatestArticles.mockResolvedValue([article(1), article(2)]);
    const html = await render({ items: 2, category: 2, headline: "Aus dem Magazin" });
    expect(getLatestArticles).toHaveBeenCalledWith("de", 2, 2);
    expect(html).toContain('<a href="/de/stories/geschichte-1/1"');
    expect(html).toMatch(/<h3[^>]*><a[^>]*>Geschichte 2<\/a><\/h3>/);
  });

  it("renders nothing when there are no articles", async () => {
    getLatestArticles.mockResolvedValue([]);
    expect(await render({ items: 3 })).toBe("");
  });
});

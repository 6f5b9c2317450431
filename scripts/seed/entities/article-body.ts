import type { SectionData } from "@modules/registry";
import type { Locale } from "@schemas/rules/localized";
import { parseSections } from "@/server/content/sections";
import type { ArticleText } from "../content/magazine";
import { artwork, type SeedContext } from "../context";
import { imageValue } from "../images";
import { moduleBuilder } from "../modules";
import type { Random } from "../random";

/** Containers owned by an article carry this content type (schemas/entities/article.ts). */
export const ARTICLE_CONTENT_TYPE = "magazine.article";

/**
 * A story's body in one language: its paragraphs with the lead image between them, checked
 * against the module registry like every other container write.
 */
export function articleBody(ctx: SeedContext, rng: Random, text: ArticleText, lang: Locale): SectionData[] {
  const { module, section } = moduleBuilder(rng);
  const [first, ...rest] = text.body[lang];
  const image = artwork(ctx, text.image);
  return parseSections([
    section("100", [[
      module("text", { content: `<p>${first ?? ""}</p>` }),
      module("image", { image: imageValue(image, lang), format: "landscape", credit: image.credit[lang] }),
      ...rest.map((paragraph) => module("text", { content: `<p>${paragraph}</p>` })),
    ]]),
  ]);
}

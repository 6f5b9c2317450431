import type { Localized } from "@schemas/rules/localized";
import { ARTICLES_COLLECTION } from "./articles-collection";
import { ARTICLES_PROGRAMME } from "./articles-programme";

export interface CategoryText {
  key: string;
  name: Localized<string>;
  /** A style hook for the category's colour in lists (001 §3: style_name). */
  style_name: string;
}

export const ARTICLE_CATEGORIES: readonly CategoryText[] = [
  { key: "hinter-den-kulissen", name: { de: "Hinter den Kulissen", en: "Behind the Scenes" }, style_name: "cc01" },
  { key: "sammlung", name: { de: "Sammlung", en: "Collection" }, style_name: "cc02" },
  { key: "gespraech", name: { de: "Im Gespräch", en: "Conversations" }, style_name: "cc03" },
  { key: "musik", name: { de: "Musik", en: "Music" }, style_name: "cc01" },
  { key: "familie", name: { de: "Familie", en: "Families" }, style_name: "cc02" },
];

export const ARTICLE_TAGS: readonly { key: string; name: Localized<string> }[] = [
  { key: "restaurierung", name: { de: "Restaurierung", en: "Conservation" } },
  { key: "malerei", name: { de: "Malerei", en: "Painting" } },
  { key: "fotografie", name: { de: "Fotografie", en: "Photography" } },
  { key: "architektur", name: { de: "Architektur", en: "Architecture" } },
  { key: "nachhaltigkeit", name: { de: "Nachhaltigkeit", en: "Sustainability" } },
  { key: "vermittlung", name: { de: "Vermittlung", en: "Learning" } },
  { key: "neuerwerbung", name: { de: "Neuerwerbung", en: "New acquisition" } },
  { key: "musik", name: { de: "Musik", en: "Music" } },
  { key: "fluss", name: { de: "Fluss", en: "River" } },
  { key: "barrierefreiheit", name: { de: "Barrierefreiheit", en: "Accessibility" } },
];

/** A magazine story (routes stories/{slug}/{id}). */
export interface ArticleText {
  key: string;
  title: Localized<string>;
  teaser: Localized<string>;
  /** Paragraphs of the story, in order. */
  body: Localized<readonly string[]>;
  category: string;
  tags: readonly string[];
  author: string;
  image: string;
  /** Days before the seed day the story was published. */
  daysAgo: number;
}

export const ARTICLES: readonly ArticleText[] = [...ARTICLES_COLLECTION, ...ARTICLES_PROGRAMME];

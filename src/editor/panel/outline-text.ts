import { sectionSearchText } from "@modules/search-text";
import type { ContentModule } from "../state/types";

/** Enough to tell two modules of a kind apart in the outline; the rest is on the page. */
export const OUTLINE_TEXT_MAX = 40;

// The state replaces a module's object when it changes, so a module's text is read once per version.
const cache = new WeakMap<ContentModule, string>();

/** A module's first searchable text (a headline, a quote …), cut at a word, or "" if it has none. */
export function outlineText(module: ContentModule): string {
  const known = cache.get(module);
  if (known !== undefined) return known;
  const first = sectionSearchText({ columns: [{ children: [module] }] }).split("\n")[0] ?? "";
  const text = first.length <= OUTLINE_TEXT_MAX ? first : `${first.slice(0, OUTLINE_TEXT_MAX).replace(/\s+\S*$/, "")} …`;
  cache.set(module, text);
  return text;
}

import type { Locale } from "@schemas/rules/localized";
import type { ModuleType } from "@modules/registry";

/** The palette's groups, in the order the side panel shows them. */
export const PALETTE_GROUPS = ["text", "media", "teasers", "programme", "other"] as const;
export type PaletteGroup = (typeof PALETTE_GROUPS)[number];

/**
 * Each toolbar module kind's group. Keyed by type, so a kind cannot sit in two groups; a new
 * kind without an entry fails palette-groups.test.ts rather than vanishing from the palette.
 */
export const PALETTE_GROUP_OF: Partial<Record<ModuleType, PaletteGroup>> = {
  headline: "text",
  text: "text",
  link: "text",
  quote: "text",
  notice: "text",
  faq: "text",
  image: "media",
  image_list: "media",
  two_columns: "media",
  hero_media: "media",
  video: "media",
  video_self_hosted: "media",
  video_list: "media",
  audio: "media",
  audio_self_hosted: "media",
  viewer: "media",
  full_teaser: "teasers",
  highlight_teaser: "teasers",
  teaser_list: "teasers",
  blog_teaser_list: "teasers",
  logo_list: "teasers",
  event_list: "programme",
  venue: "programme",
  venue_list: "programme",
  anchor_list: "other",
  forms: "other",
  html: "other",
  social_media: "other",
};

/** What the palette needs of a module definition. */
export interface PaletteKind {
  type: string;
  label: Record<Locale, string>;
  description: Record<Locale, string>;
}

/** Lower case without accents, so "uberschrift" finds "Überschrift" and "Zitat" finds "zitat". */
const folded = (text: string) => text.normalize("NFKD").replace(/\p{M}/gu, "").toLocaleLowerCase();

/** Whether every word of the query is in the kind's label or description in that language. */
export function matchesQuery(kind: PaletteKind, lang: Locale, query: string): boolean {
  const haystack = folded(`${kind.label[lang]} ${kind.description[lang]}`);
  return folded(query).split(/\s+/).filter(Boolean).every((word) => haystack.includes(word));
}

/** The kinds that match the query, by group in palette order; a group without any is left out. */
export function paletteGroups<K extends PaletteKind>(kinds: readonly K[], lang: Locale, query: string): { group: PaletteGroup; kinds: K[] }[] {
  const matching = kinds.filter((kind) => matchesQuery(kind, lang, query));
  return PALETTE_GROUPS
    .map((group) => ({ group, kinds: matching.filter((kind) => PALETTE_GROUP_OF[kind.type as ModuleType] === group) }))
    .filter((entry) => entry.kinds.length > 0);
}

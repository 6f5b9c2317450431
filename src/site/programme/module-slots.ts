import type { ModuleType } from "../../../modules/registry";

/*
 * Where an entity's content modules land on a detail page (001 §2 section orders). A section
 * (container) keeps its column layout and moves as a whole into the slot of its most telling
 * module: the first module that is not plain copy. Sections of plain copy (text, headline,
 * quote ...) are the evening's programme texts and go to Programs.
 */

export const EVENT_SLOTS = [
  "children", "important-info", "opening-hours", "description", "image-slider", "programs", "video",
  "contributors", "series", "events", "blog", "sponsors", "promoter",
] as const;
export const PRODUCTION_SLOTS = [
  "opening-hours", "description", "image-slider", "programs", "video", "contributors", "events", "blog", "promoter",
] as const;
export type DetailSlot = (typeof EVENT_SLOTS)[number];
/** The slots modules may fill; the others hold the entity's own fields. */
export type ModuleSlot = Extract<DetailSlot, "image-slider" | "programs" | "video" | "events" | "blog" | "sponsors" | "promoter">;

/** Preferred slots per module type, best first; a page without the first takes the next. */
export const MODULE_SLOTS: Record<ModuleType, readonly ModuleSlot[]> = {
  image: ["image-slider"],
  image_list: ["image-slider"],
  hero_media: ["image-slider"],
  viewer: ["image-slider"],
  video: ["video"],
  video_self_hosted: ["video"],
  video_list: ["video"],
  audio: ["video"],
  audio_self_hosted: ["video"],
  blog_teaser_list: ["blog"],
  teaser_list: ["blog"],
  teaser_item: ["blog"],
  full_teaser: ["blog"],
  highlight_teaser: ["blog"],
  event_list: ["events"],
  // Sponsors' logos; a production has no Sponsors section, its logos stand with the promoter.
  logo_list: ["sponsors", "promoter"],
  venue: ["promoter"],
  venue_list: ["promoter"],
  social_media: ["promoter"],
  headline: ["programs"],
  text: ["programs"],
  link: ["programs"],
  quote: ["programs"],
  faq: ["programs"],
  html: ["programs"],
  forms: ["programs"],
  anchor_list: ["programs"],
  two_columns: ["programs"],
};

/** Plain copy: it follows whatever richer module shares its section. */
const COPY: ReadonlySet<ModuleType> = new Set(["headline", "text", "link", "quote", "anchor_list"]);

function slotOfModule(type: ModuleType, page: readonly DetailSlot[]): ModuleSlot {
  return MODULE_SLOTS[type].find((slot) => page.includes(slot)) ?? "programs";
}

/** What the mapping reads of a section: its modules' types, column by column. */
export interface SectionLike { columns: readonly { children: readonly { type: ModuleType }[] }[] }

/** The slot of one section on a page with the given slots. */
export function slotOfSection(section: SectionLike, page: readonly DetailSlot[]): ModuleSlot {
  const modules = section.columns.flatMap((column) => column.children);
  const telling = modules.find((module) => !COPY.has(module.type)) ?? modules[0];
  return telling ? slotOfModule(telling.type, page) : "programs";
}

/** The sections grouped by slot, each group in the sections' own order. */
export function sectionsBySlot<S extends SectionLike>(sections: readonly S[], page: readonly DetailSlot[]): Partial<Record<ModuleSlot, S[]>> {
  const groups: Partial<Record<ModuleSlot, S[]>> = {};
  for (const section of sections) (groups[slotOfSection(section, page)] ??= []).push(section);
  return groups;
}

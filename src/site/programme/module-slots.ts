import type { ModuleSlot as FolderSlot } from "@modules/define";
import { moduleDefinition, type ModuleType } from "@modules/registry";

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
/** The slots modules may fill (modules/define.ts names them); the others hold the entity's own fields. */
export type ModuleSlot = Extract<DetailSlot, FolderSlot>;

/**
 * Preferred slots per module type, best first, as each module folder names them; a page
 * without the first takes the next, and a module that names none goes to Programs.
 */
export const slotsOf = (type: ModuleType): readonly ModuleSlot[] => moduleDefinition(type).slots ?? ["programs"];

/** Plain copy (the folder says `copy: true`): it follows whatever richer module shares its section. */
const isCopy = (type: ModuleType) => moduleDefinition(type).copy === true;

function slotOfModule(type: ModuleType, page: readonly DetailSlot[]): ModuleSlot {
  return slotsOf(type).find((slot) => page.includes(slot)) ?? "programs";
}

/** What the mapping reads of a section: its modules' types, column by column. */
export interface SectionLike { columns: readonly { children: readonly { type: ModuleType }[] }[] }

/** The slot of one section on a page with the given slots. */
export function slotOfSection(section: SectionLike, page: readonly DetailSlot[]): ModuleSlot {
  const modules = section.columns.flatMap((column) => column.children);
  const telling = modules.find((module) => !isCopy(module.type)) ?? modules[0];
  return telling ? slotOfModule(telling.type, page) : "programs";
}

/** The sections grouped by slot, each group in the sections' own order. */
export function sectionsBySlot<S extends SectionLike>(sections: readonly S[], page: readonly DetailSlot[]): Partial<Record<ModuleSlot, S[]>> {
  const groups: Partial<Record<ModuleSlot, S[]>> = {};
  for (const section of sections) (groups[slotOfSection(section, page)] ??= []).push(section);
  return groups;
}

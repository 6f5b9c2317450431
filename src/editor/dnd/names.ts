import type { Locale } from "@schemas/rules/localized";
import { moduleDefinition } from "@modules/registry";
import type { SectionData } from "../state/types";
import { locateModule, sectionIndex } from "../state/tree";
import { scaleText } from "../clipboard/texts";
import { editorText } from "../i18n";
import type { DropSlot } from "./drop-slot";
import { gapsInOrder } from "./gaps";
import { PAGE_DND_ID, parseDndId } from "./ids";

/** "Stelle 2 von 3": a gap among the places of a list, counted as the keyboard steps through them (the dragged item's own place once). */
function placeName(lang: Locale, over: string, items: string[], gap: number, dragged: string | null) {
  const places = gapsInOrder([{ over, items }], dragged);
  return editorText(lang, "dnd_place", { n: places.findIndex((place) => place.gap === gap) + 1, count: places.length });
}

/**
 * What an editor hears for a dnd id: a module kind or "Sektion 2" for what is dragged; for the
 * page (dnd-kit's one drop target) the drop slot: "Sektion 1, Spalte 2, Stelle 1 von 3", or
 * "Sektionen, Stelle 2 von 4" for a section.
 */
export function dndName(lang: Locale, sections: readonly SectionData[], id: string | number, slot: DropSlot | null, dragged: string | null): string {
  const ref = parseDndId(id);
  if (!ref) return String(id);
  if (ref.kind === "new") return moduleDefinition(ref.type).label[lang];
  if (ref.kind === "section") return editorText(lang, "section_n", { n: sectionIndex(sections, ref.id) + 1 });
  if (ref.kind === "module") {
    const found = locateModule(sections, ref.id);
    return found ? moduleDefinition(found.module.type).label[lang] : String(id);
  }
  if (ref.kind === "page") {
    if (!slot) return "";
    if (slot.over === PAGE_DND_ID) return `${editorText(lang, "dnd_sections")}, ${placeName(lang, PAGE_DND_ID, sections.map((section) => section.id), slot.gap ?? sections.length, dragged)}`;
    return dndName(lang, sections, slot.over, slot, dragged);
  }
  const at = sectionIndex(sections, ref.section);
  const section = at < 0 ? scaleText(lang, "initial_section") : editorText(lang, "section_n", { n: at + 1 });
  const column = `${section}, ${editorText(lang, "column_n", { n: ref.column + 1 })}`;
  const items = sections[at]?.columns[ref.column]?.children.map((module) => module.id) ?? [];
  return slot?.over === id ? `${column}, ${placeName(lang, String(id), items, slot.gap ?? items.length, dragged)}` : column;
}

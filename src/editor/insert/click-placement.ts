import type { ModuleType } from "@modules/registry";
import type { NewModulePlacement } from "../dnd/drop-action";
import type { SectionData } from "../state/types";
import { locateModule, sectionIndex } from "../state/tree";
import type { InsertTarget } from "./insert-target";

/**
 * Where a kind chosen in the toolbar by click or Enter goes: right after the selected module,
 * at the end of the chosen column, or (nothing chosen, or the choice is gone) at the end of
 * the last section's first column. Null on a page without sections: the page's initial
 * section is made first, as for a drop.
 */
export function clickPlacement(sections: readonly SectionData[], target: InsertTarget, type: ModuleType): NewModulePlacement | null {
  if (target?.kind === "module") {
    const at = locateModule(sections, target.id);
    if (at) return { type, section: sections[at.section]!.id, column: at.column, position: at.position + 1 };
  }
  if (target?.kind === "column") {
    const children = sections[sectionIndex(sections, target.section)]?.columns[target.column]?.children;
    if (children) return { type, section: target.section, column: target.column, position: children.length };
  }
  const last = sections.at(-1);
  if (!last) return null;
  return { type, section: last.id, column: 0, position: last.columns[0]?.children.length ?? 0 };
}

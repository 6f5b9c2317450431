import type { ModuleType } from "@modules/registry";
import type { EditorAction } from "../state/reducer";
import type { EditorState } from "../state/types";
import { locateModule, sectionIndex } from "../state/tree";
import type { DropSlot } from "./drop-slot";
import { parseDndId } from "./ids";

/** A new module's place: the edit modal opens there, and the module is added when its form is saved. */
export interface NewModulePlacement {
  type: ModuleType;
  section: string;
  column: number;
  position: number;
}

/**
 * "first": a new module dropped on an empty page's initial section, which is not made yet
 * (the editor makes it first, then the module goes in as its only one).
 */
export type DropResult =
  | { kind: "action"; action: EditorAction }
  | { kind: "new"; placement: NewModulePlacement }
  | { kind: "first"; placement: NewModulePlacement }
  | null;

/**
 * A gap counts the dragged item in its old place; a move's position counts without it. So a
 * gap after the item's old place in the same list is one less.
 */
const positionOf = (gap: number, from: number | null) => (from !== null && gap > from ? gap - 1 : gap);

const clamp = (gap: number | undefined, length: number) => Math.max(0, Math.min(gap ?? length, length));

/**
 * What the end of a drag at a drop slot means for the editor (pure, so it is tested without a
 * browser). `initialSection`: the slug of the page's initial section; once it exists it is a
 * section like any other, and a drop into it lands at its gap.
 */
export function dropResult(state: EditorState, active: string | number, slot: DropSlot | null, initialSection?: string): DropResult {
  const dragged = parseDndId(active);
  const target = slot ? parseDndId(slot.over) : null;
  if (!dragged || !target) return null;
  if (dragged.kind === "section") {
    const from = sectionIndex(state.sections, dragged.id);
    if (target.kind !== "page" || from < 0) return null;
    return { kind: "action", action: { type: "move-section", id: dragged.id, position: positionOf(clamp(slot?.gap, state.sections.length), from) } };
  }
  if (target.kind !== "column") return null;
  if (dragged.kind === "new" && target.section === initialSection && sectionIndex(state.sections, initialSection) < 0) {
    return { kind: "first", placement: { type: dragged.type, section: initialSection, column: 0, position: 0 } };
  }
  const children = state.sections[sectionIndex(state.sections, target.section)]?.columns[target.column]?.children;
  if (!children) return null;
  const gap = clamp(slot?.gap, children.length);
  const place = { section: target.section, column: target.column };
  if (dragged.kind === "new") return { kind: "new", placement: { type: dragged.type, ...place, position: gap } };
  if (dragged.kind !== "module") return null;
  const from = locateModule(state.sections, dragged.id);
  if (!from) return null;
  const sameColumn = state.sections[from.section]!.id === target.section && from.column === target.column;
  return { kind: "action", action: { type: "move-module", id: dragged.id, ...place, position: positionOf(gap, sameColumn ? from.position : null) } };
}

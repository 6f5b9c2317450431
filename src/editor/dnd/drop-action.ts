import type { ModuleType } from "../../../modules/registry";
import type { EditorAction } from "../state/reducer";
import type { EditorState } from "../state/types";
import { locateModule, sectionIndex } from "../state/tree";
import { parseDndId } from "./ids";

/** A new module's place: the edit modal opens there, and the module is added when its form is saved. */
export interface NewModulePlacement {
  type: ModuleType;
  section: string;
  column: number;
  position: number;
}

export type DropResult = { kind: "action"; action: EditorAction } | { kind: "new"; placement: NewModulePlacement } | null;

/** Where a drop onto a module or a column puts a module: before that module, or at the column's end. */
function placeOf(state: EditorState, over: string | number) {
  const target = parseDndId(over);
  if (target?.kind === "column") {
    const children = state.sections[sectionIndex(state.sections, target.section)]?.columns[target.column]?.children;
    return children ? { section: target.section, column: target.column, position: children.length } : null;
  }
  if (target?.kind === "module") {
    const at = locateModule(state.sections, target.id);
    return at ? { section: state.sections[at.section]!.id, column: at.column, position: at.position } : null;
  }
  return null;
}

/** What the end of a drag means for the editor (pure, so it is tested without a browser). */
export function dropResult(state: EditorState, active: string | number, over: string | number | null): DropResult {
  const dragged = parseDndId(active);
  if (!dragged || over === null) return null;
  if (dragged.kind === "section") {
    const target = parseDndId(over);
    const position = target?.kind === "section" ? sectionIndex(state.sections, target.id) : -1;
    return position >= 0 ? { kind: "action", action: { type: "move-section", id: dragged.id, position } } : null;
  }
  const place = placeOf(state, over);
  if (!place) return null;
  if (dragged.kind === "new") return { kind: "new", placement: { type: dragged.type, ...place } };
  if (dragged.kind !== "module") return null;
  const from = locateModule(state.sections, dragged.id);
  if (!from) return null;
  // Dropped on the end of its own column: the last place once it has left its old one.
  const sameColumn = state.sections[from.section]!.id === place.section && from.column === place.column;
  const position = sameColumn && parseDndId(over)?.kind === "column" ? place.position - 1 : place.position;
  return { kind: "action", action: { type: "move-module", id: dragged.id, section: place.section, column: place.column, position } };
}

import type { EditorState } from "../types";
import { clampIndex, locateModule, sectionIndex, withColumn } from "../tree";
import { record } from "../history";

/** Move a module within its column, to another column or into another section. */
export interface MoveModuleAction {
  type: "move-module";
  id: string;
  section: string;
  column: number;
  /** The position in the target column after the module has left its old place. */
  position: number;
}

export function moveModule(state: EditorState, action: MoveModuleAction): EditorState {
  const from = locateModule(state.sections, action.id);
  const to = sectionIndex(state.sections, action.section);
  if (!from || to < 0 || !state.sections[to]!.columns[action.column]) return state;
  const source = state.sections[from.section]!;
  if (from.section === to && from.column === action.column && from.position === action.position) return state;

  const saved = record(state, [source.id, action.section]);
  const sections = [...saved.sections];
  const leftChildren = source.columns[from.column]!.children.filter((module) => module.id !== action.id);
  sections[from.section] = withColumn(source, from.column, leftChildren);
  const target = sections[to]!;
  const children = [...target.columns[action.column]!.children];
  children.splice(clampIndex(action.position, children.length), 0, from.module);
  sections[to] = withColumn(target, action.column, children);
  return { ...saved, sections };
}

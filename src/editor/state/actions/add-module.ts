import type { ContentModule, EditorState } from "../types";
import { clampIndex, sectionIndex, withColumn } from "../tree";
import { record } from "../history";

/** A new module, already checked by its form, put into a column at a position. */
export interface AddModuleAction {
  type: "add-module";
  section: string;
  column: number;
  position: number;
  module: ContentModule;
}

export function addModule(state: EditorState, action: AddModuleAction): EditorState {
  const index = sectionIndex(state.sections, action.section);
  const section = state.sections[index];
  const children = section?.columns[action.column]?.children;
  if (!section || !children) return state;
  const next = [...children];
  next.splice(clampIndex(action.position, next.length), 0, action.module);
  const saved = record(state, [action.section]);
  return { ...saved, sections: saved.sections.map((current, at) => (at === index ? withColumn(section, action.column, next) : current)) };
}

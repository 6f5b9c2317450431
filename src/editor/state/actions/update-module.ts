import type { ContentModule, EditorState } from "../types";
import { locateModule, withColumn } from "../tree";
import { record } from "../history";

/** A module's fields saved from the edit modal; it stays where it is. */
export interface UpdateModuleAction {
  type: "update-module";
  module: ContentModule;
}

export function updateModule(state: EditorState, action: UpdateModuleAction): EditorState {
  const at = locateModule(state.sections, action.module.id);
  if (!at) return state;
  const section = state.sections[at.section]!;
  const saved = record(state, [section.id]);
  const children = section.columns[at.column]!.children.map((module) => (module.id === action.module.id ? action.module : module));
  return { ...saved, sections: saved.sections.map((current, index) => (index === at.section ? withColumn(section, at.column, children) : current)) };
}

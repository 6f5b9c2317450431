import type { EditorState } from "../types";
import { locateModule, withColumn } from "../tree";
import { record } from "../history";

export interface RemoveModuleAction {
  type: "remove-module";
  id: string;
}

export function removeModule(state: EditorState, action: RemoveModuleAction): EditorState {
  const at = locateModule(state.sections, action.id);
  if (!at) return state;
  const section = state.sections[at.section]!;
  const saved = record(state, [section.id]);
  const children = section.columns[at.column]!.children.filter((module) => module.id !== action.id);
  return { ...saved, sections: saved.sections.map((current, index) => (index === at.section ? withColumn(section, at.column, children) : current)) };
}

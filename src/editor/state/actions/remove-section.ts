import type { EditorState } from "../types";
import { sectionIndex } from "../tree";
import { record } from "../history";

export interface RemoveSectionAction {
  type: "remove-section";
  id: string;
}

export function removeSection(state: EditorState, action: RemoveSectionAction): EditorState {
  if (sectionIndex(state.sections, action.id) < 0) return state;
  const saved = record(state, [action.id]);
  return { ...saved, sections: saved.sections.filter((section) => section.id !== action.id) };
}

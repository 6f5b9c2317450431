import type { EditorState } from "../types";
import { clampIndex, sectionIndex } from "../tree";
import { record } from "../history";

export interface MoveSectionAction {
  type: "move-section";
  id: string;
  position: number;
}

export function moveSection(state: EditorState, action: MoveSectionAction): EditorState {
  const from = sectionIndex(state.sections, action.id);
  if (from < 0 || from === action.position) return state;
  const saved = record(state, [action.id]);
  const sections = [...saved.sections];
  const [moved] = sections.splice(from, 1);
  sections.splice(clampIndex(action.position, sections.length), 0, moved!);
  return { ...saved, sections };
}

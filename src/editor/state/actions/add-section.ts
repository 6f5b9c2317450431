import type { EditorState, SectionData } from "../types";
import { clampIndex, sectionIndex } from "../tree";
import { record } from "../history";

/** A new section (its columns empty for its layout) at a position among the page's sections. */
export interface AddSectionAction {
  type: "add-section";
  section: SectionData;
  position: number;
}

export function addSection(state: EditorState, action: AddSectionAction): EditorState {
  if (sectionIndex(state.sections, action.section.id) >= 0) return state;
  const saved = record(state, [action.section.id]);
  const sections = [...saved.sections];
  sections.splice(clampIndex(action.position, sections.length), 0, action.section);
  return { ...saved, sections };
}

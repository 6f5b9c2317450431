import { fitColumns } from "@modules/section/fit-columns";
import type { Layout } from "@schemas/rules/section-layout";
import type { EditorState, SectionData } from "../types";
import { replaceSection, sectionIndex } from "../tree";
import { record } from "../history";

/** Section options: its column layout and its background (extra class). */
export interface UpdateSectionAction {
  type: "update-section";
  id: string;
  layout?: Layout;
  extra_class?: SectionData["extra_class"];
}

export function updateSection(state: EditorState, action: UpdateSectionAction): EditorState {
  const section = state.sections[sectionIndex(state.sections, action.id)];
  if (!section) return state;
  const layout = action.layout ?? section.layout;
  const extraClass = action.extra_class ?? section.extra_class;
  if (layout === section.layout && extraClass === section.extra_class) return state;
  // The same refit the server does, so the editor shows what the save will store.
  const next: SectionData = { ...section, layout, extra_class: extraClass, columns: fitColumns(section.columns, layout) };
  const saved = record(state, [action.id]);
  return { ...saved, sections: replaceSection(saved.sections, next) };
}

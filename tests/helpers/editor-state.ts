import type { ContentModule, SectionData } from "@modules/registry";
import { editorReducer, type EditorAction } from "@/editor/state/reducer";
import { initialEditorState, type EditorState, type HistoryStep } from "@/editor/state/types";

export const headlineModule = (id: string, content = id): ContentModule => ({ id, type: "headline", headline_level: 2, content });

/** A section whose columns hold headlines with the given ids. */
export function sectionWith(id: string, layout: SectionData["layout"], columns: string[][]): SectionData {
  return { id, type: "section", layout, extra_class: "", columns: columns.map((ids) => ({ children: ids.map((moduleId) => headlineModule(moduleId)) })) };
}

/** Two sections: "a" (50-50: [m1, m2], [m3]) and "b" (100: [m4]). */
export const twoSections = (): EditorState =>
  initialEditorState([sectionWith("a", "50-50", [["m1", "m2"], ["m3"]]), sectionWith("b", "100", [["m4"]])]);

export const apply = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, state);

/** The module ids per section and column: [["m1","m2"],["m3"]] ... */
export const idsOf = (state: EditorState) => state.sections.map((section) => section.columns.map((column) => column.children.map((module) => module.id)));

/** The section slugs of each history step: [["a"], ["a","b"]] ... */
export const stepSlugs = (steps: HistoryStep[]) => steps.map((step) => step.map((entry) => entry.slug));

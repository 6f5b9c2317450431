import type { EditorState, HistoryStep } from "../types";
import { forgetSections, restore } from "../history";

/**
 * Some sections as the server has them now (after a colleague changed them): each replaced,
 * put back or removed where the server has it. The history forgets its steps on them, so
 * undo cannot write an older state over the colleague's change.
 */
export interface ReloadSectionsAction {
  type: "reload-sections";
  sections: HistoryStep;
}

export const reloadSections = (state: EditorState, action: ReloadSectionsAction): EditorState =>
  forgetSections({ ...state, sections: restore(state.sections, action.sections) }, action.sections.map((entry) => entry.slug));

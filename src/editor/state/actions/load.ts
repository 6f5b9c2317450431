import type { EditorState, SectionData } from "../types";

/** The sections as the server has them (after a failed save); the history stays for undo. */
export interface LoadAction {
  type: "load";
  sections: SectionData[];
}

export const load = (state: EditorState, action: LoadAction): EditorState => ({ ...state, sections: action.sections });

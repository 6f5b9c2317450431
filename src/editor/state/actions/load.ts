import type { EditorState, SectionData } from "../types";
import { forgetSections } from "../history";

/**
 * The sections as the server has them (after a failed save); the history stays for undo,
 * except the steps on sections a colleague changed since (`changed`).
 */
export interface LoadAction {
  type: "load";
  sections: SectionData[];
  changed?: string[];
}

export const load = (state: EditorState, action: LoadAction): EditorState =>
  forgetSections({ ...state, sections: action.sections }, action.changed ?? []);

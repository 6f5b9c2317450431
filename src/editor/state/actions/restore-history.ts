import type { EditorState, HistoryStep } from "../types";

/**
 * The history kept in session storage for this page, taken back after a reload. The caller
 * checks first that it was written for exactly the sections the page has now.
 */
export interface RestoreHistoryAction {
  type: "restore-history";
  past: HistoryStep[];
  future: HistoryStep[];
}

export const restoreHistory = (state: EditorState, action: RestoreHistoryAction): EditorState =>
  ({ ...state, past: action.past, future: action.future });

import type { EditorState } from "../types";
import { stepBack } from "../history";

export interface UndoAction {
  type: "undo";
}

/** Undo the last change (000 §4): each section it touched as it was, where it was. */
export const undo = (state: EditorState, _action: UndoAction): EditorState => stepBack(state);

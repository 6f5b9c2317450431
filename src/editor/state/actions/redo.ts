import type { EditorState } from "../types";
import { stepForward } from "../history";

export interface RedoAction {
  type: "redo";
}

/** Redo the last undone change; a new change since then has ended what redo can reach. */
export const redo = (state: EditorState, _action: RedoAction): EditorState => stepForward(state);

import type { EditorState } from "./types";
import { addModule, type AddModuleAction } from "./actions/add-module";
import { moveModule, type MoveModuleAction } from "./actions/move-module";
import { updateModule, type UpdateModuleAction } from "./actions/update-module";
import { removeModule, type RemoveModuleAction } from "./actions/remove-module";
import { addSection, type AddSectionAction } from "./actions/add-section";
import { moveSection, type MoveSectionAction } from "./actions/move-section";
import { updateSection, type UpdateSectionAction } from "./actions/update-section";
import { removeSection, type RemoveSectionAction } from "./actions/remove-section";
import { undo, type UndoAction } from "./actions/undo";
import { redo, type RedoAction } from "./actions/redo";
import { restoreHistory, type RestoreHistoryAction } from "./actions/restore-history";
import { load, type LoadAction } from "./actions/load";
import { reloadSections, type ReloadSectionsAction } from "./actions/reload-sections";

/** Every change the editor makes, one union keyed on `type` (one file and one spec per action). */
export type EditorAction =
  | AddModuleAction
  | MoveModuleAction
  | UpdateModuleAction
  | RemoveModuleAction
  | AddSectionAction
  | MoveSectionAction
  | UpdateSectionAction
  | RemoveSectionAction
  | UndoAction
  | RedoAction
  | RestoreHistoryAction
  | LoadAction
  | ReloadSectionsAction;

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case "add-module": return addModule(state, action);
    case "move-module": return moveModule(state, action);
    case "update-module": return updateModule(state, action);
    case "remove-module": return removeModule(state, action);
    case "add-section": return addSection(state, action);
    case "move-section": return moveSection(state, action);
    case "update-section": return updateSection(state, action);
    case "remove-section": return removeSection(state, action);
    case "undo": return undo(state, action);
    case "redo": return redo(state, action);
    case "restore-history": return restoreHistory(state, action);
    case "load": return load(state, action);
    case "reload-sections": return reloadSections(state, action);
  }
}

import type { EditorAction } from "./reducer";

/**
 * Whether a saved change needs the server's rendering again: new or edited modules do (the
 * editor shows the visitor's rendering of each module); moving, deleting and section options
 * do not, the modules' renderings stay what they were. A section added with modules in it
 * (a pasted one) does.
 */
export function needsRefresh(action: EditorAction): boolean {
  switch (action.type) {
    case "add-module":
    case "update-module":
    case "undo":
    case "redo":
      return true;
    case "add-section":
      return action.section.columns.some((column) => column.children.length > 0);
    default:
      return false;
  }
}

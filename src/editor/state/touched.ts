import type { EditorAction } from "./reducer";
import type { EditorState } from "./types";
import { redoStep, undoStep } from "./history";
import { locateModule } from "./tree";

/**
 * The section ids a change saves (000 §4 "section loading: tracked as a list of section
 * ids"), read from the state before the change: those sections show as busy until the save
 * answers. A module moved between sections touches both.
 */
export function touchedSections(before: EditorState, action: EditorAction): string[] {
  const holder = (id: string) => {
    const at = locateModule(before.sections, id);
    return at ? [before.sections[at.section]!.id] : [];
  };
  switch (action.type) {
    case "add-module": return [action.section];
    case "move-module": return [...new Set([...holder(action.id), action.section])];
    case "update-module": return holder(action.module.id);
    case "remove-module": return holder(action.id);
    case "add-section": return [action.section.id];
    case "move-section":
    case "update-section":
    case "remove-section": return [action.id];
    case "undo": return undoStep(before).map((entry) => entry.slug);
    case "redo": return redoStep(before).map((entry) => entry.slug);
    case "load":
    case "restore-history":
    case "reload-sections": return [];
  }
}

/** Toggle section ids in the loading list: on adds each once, off removes one mark each. */
export function toggleLoading(loading: readonly string[], ids: readonly string[], on: boolean): string[] {
  if (on) return [...loading, ...ids];
  const next = [...loading];
  for (const id of ids) {
    const at = next.indexOf(id);
    if (at >= 0) next.splice(at, 1);
  }
  return next;
}

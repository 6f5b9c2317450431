import type { EditorState, SectionBackup } from "../types";
import { clampIndex } from "../tree";

export interface UndoAction {
  type: "undo";
}

/** What undo will put back: the latest backup of each section the last change touched. */
export function undoPlan(state: EditorState): { slug: string; backup: SectionBackup }[] {
  const slugs = state.history.at(-1) ?? [];
  return slugs.flatMap((slug) => {
    const latest = state.backups[slug]?.at(-1);
    return latest ? [{ slug, backup: latest }] : [];
  });
}

/** Restore the latest backups (000 §4): each section of the last change as it was, where it was. */
export function undo(state: EditorState, _action: UndoAction): EditorState {
  const plan = undoPlan(state);
  if (!plan.length) return state;
  let sections = [...state.sections];
  const backups = { ...state.backups };
  // Back to front, so positions are restored in the order they were taken.
  for (const { slug, backup } of [...plan].reverse()) {
    backups[slug] = backups[slug]!.slice(0, -1);
    sections = sections.filter((section) => section.id !== slug);
    if (backup.section) sections.splice(clampIndex(backup.position, sections.length), 0, backup.section);
  }
  return { sections, backups, history: state.history.slice(0, -1) };
}

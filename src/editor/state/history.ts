import type { EditorState, HistoryStep, SectionData, SectionSnapshot } from "./types";
import { clampIndex, sectionIndex } from "./tree";

/** How many changes undo reaches back: enough for a working session, small in session storage. */
export const HISTORY_DEPTH = 50;

/** The given sections as they stand now; a slug not on the page is kept as "not there". */
export function snapshot(sections: readonly SectionData[], slugs: readonly string[]): HistoryStep {
  return [...new Set(slugs)].map((slug) => {
    const position = sectionIndex(sections, slug);
    return { slug, section: position >= 0 ? sections[position]! : null, position: Math.max(position, 0) };
  });
}

/**
 * Put a step's sections back as they were, where they were. All positions were taken from
 * one state, so the sections go in by ascending position once the step's slugs are out.
 */
export function restore(sections: readonly SectionData[], step: HistoryStep): SectionData[] {
  const slugs = new Set(step.map((entry) => entry.slug));
  const next = sections.filter((section) => !slugs.has(section.id));
  for (const entry of inPositionOrder(step)) {
    if (entry.section) next.splice(clampIndex(entry.position, next.length), 0, entry.section);
  }
  return next;
}

export const inPositionOrder = (step: HistoryStep): SectionSnapshot[] => [...step].sort((a, b) => a.position - b.position);

const bounded = (steps: HistoryStep[]) => steps.slice(-HISTORY_DEPTH);

/**
 * Every change calls this before it changes anything: the sections it will touch go on the
 * undo stack as one step, and a new change ends what redo could bring back.
 */
export function record(state: EditorState, slugs: string[]): EditorState {
  return { ...state, past: bounded([...state.past, snapshot(state.sections, slugs)]), future: [] };
}

/** One step back: the sections of the last change as they were; their current state goes to redo. */
export function stepBack(state: EditorState): EditorState {
  const step = state.past.at(-1);
  if (!step) return state;
  const inverse = snapshot(state.sections, step.map((entry) => entry.slug));
  return { sections: restore(state.sections, step), past: state.past.slice(0, -1), future: bounded([...state.future, inverse]) };
}

/** One step forward again: the undone change comes back and can be undone once more. */
export function stepForward(state: EditorState): EditorState {
  const step = state.future.at(-1);
  if (!step) return state;
  const inverse = snapshot(state.sections, step.map((entry) => entry.slug));
  return { sections: restore(state.sections, step), past: bounded([...state.past, inverse]), future: state.future.slice(0, -1) };
}

/** The sections undo (or redo) will write, read from the state before it. */
export const undoStep = (state: EditorState): HistoryStep => state.past.at(-1) ?? [];
export const redoStep = (state: EditorState): HistoryStep => state.future.at(-1) ?? [];

/**
 * Leave out every step that touches these sections: a colleague changed them, and undoing
 * or redoing such a step would write an older state over that change.
 */
export function forgetSections(state: EditorState, slugs: readonly string[]): EditorState {
  if (!slugs.length) return state;
  const gone = new Set(slugs);
  const keep = (steps: HistoryStep[]) => steps.filter((step) => !step.some((entry) => gone.has(entry.slug)));
  return { ...state, past: keep(state.past), future: keep(state.future) };
}

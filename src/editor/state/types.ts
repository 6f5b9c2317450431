import type { ContentModule, SectionData } from "@modules/registry";

/** One saved state of a section: null when the section did not exist (yet, or any more). */
export interface SectionSnapshot {
  slug: string;
  section: SectionData | null;
  /** Where the section stood among the page's sections. */
  position: number;
}

/** One change in the history: the sections it touched, as they were before it. */
export type HistoryStep = SectionSnapshot[];

/**
 * The editor's state (000 §4): the page's sections as the editor shows them, and the history
 * as per-section snapshots. `past` is what undo restores (latest last), `future` what redo
 * brings back; a change that spans two sections (a module moved across) is one step.
 */
export interface EditorState {
  sections: SectionData[];
  past: HistoryStep[];
  future: HistoryStep[];
}

export type { ContentModule, SectionData };

export const initialEditorState = (sections: SectionData[]): EditorState => ({ sections, past: [], future: [] });

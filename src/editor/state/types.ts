import type { ContentModule, SectionData } from "../../../modules/registry";

/** One saved state of a section: null when the section did not exist yet. */
export interface SectionBackup {
  section: SectionData | null;
  /** Where the section stood among the page's sections. */
  position: number;
}

/**
 * The editor's state (000 §4): the page's sections as the editor shows them, and the content
 * backups stacked per section slug. `history` says which slugs each change touched, so undo
 * restores the latest change, also one that moved a module across two sections.
 */
export interface EditorState {
  sections: SectionData[];
  backups: Record<string, SectionBackup[]>;
  history: string[][];
}

export type { ContentModule, SectionData };

export const initialEditorState = (sections: SectionData[]): EditorState => ({ sections, backups: {}, history: [] });

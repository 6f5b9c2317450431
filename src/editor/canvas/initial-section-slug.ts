import { sectionDataSchema } from "@modules/registry";
import type { Locale } from "@schemas/rules/localized";
import { EditorApiError, type EditorApi } from "../api/editor-api";
import type { EditorAction } from "../state/reducer";
import type { SectionData } from "../state/types";
import type { SectionOwner } from "../state/owner";

/** The slug of an owner's first section in a language: the same in every tab, so two cannot make two. */
export const initialSectionSlug = (owner: SectionOwner, lang: Locale) => `initial-${owner.content_type.replace(".", "-")}-${owner.object_id}-${lang}`;

export const emptySection = (id: string): SectionData => ({ id, type: "section", layout: "100", extra_class: "", columns: [{ children: [] }] });

/**
 * Make sure a page without sections has its initial section (000 §7: "a 404 makes the editor
 * create an initial empty section"): look it up by slug; a 404 creates it through the
 * section POST (an add-section, so undo knows it); one that another tab made meanwhile is
 * taken as the server has it.
 */
export async function ensureInitialSection(api: EditorApi, slug: string, run: (action: EditorAction) => Promise<void>, load: (sections: SectionData[]) => void) {
  try {
    const found = sectionDataSchema.parse(await api("GET", `container/by-slug/${encodeURIComponent(slug)}`));
    load([found]);
  } catch (error) {
    if (!(error instanceof EditorApiError) || error.status !== 404) throw error;
    await run({ type: "add-section", position: 0, section: emptySection(slug) });
  }
}

import { z } from "zod";
import type { Locale } from "@schemas/rules/localized";
import type { SectionOwner } from "./owner";
import type { EditorState, HistoryStep, SectionData } from "./types";
import { HISTORY_DEPTH } from "./history";

/** One key per page and language: each has its own sections, so its own history. */
export const historyKey = (owner: SectionOwner, lang: Locale) => `museum-editor-history:${owner.content_type}:${owner.object_id}:${lang}`;

/** JSON with sorted keys: the database gives objects back with their keys in its own order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonical(item ?? null)).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

/** A short fingerprint of the sections (FNV-1a over their canonical JSON). */
export function sectionsFingerprint(sections: readonly SectionData[]): string {
  const text = canonical(sections);
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${(hash >>> 0).toString(36)}-${text.length}`;
}

// The snapshots were written by this editor in this tab; the check keeps a stale or foreign
// entry from breaking the editor, the fingerprint keeps it from applying to other sections.
const snapshotSchema = z.object({
  slug: z.string(),
  section: z.custom<SectionData>((value) => typeof value === "object" && value !== null && "columns" in value && Array.isArray(value.columns)).nullable(),
  position: z.number().int().min(0),
});
const storedSchema = z.object({
  fingerprint: z.string(),
  past: z.array(z.array(snapshotSchema)).max(HISTORY_DEPTH),
  future: z.array(z.array(snapshotSchema)).max(HISTORY_DEPTH),
});

/** What to keep for a reload: the steps and the sections they lead back from; null when empty. */
export function serializeHistory(state: EditorState): string | null {
  if (!state.past.length && !state.future.length) return null;
  return JSON.stringify({ fingerprint: sectionsFingerprint(state.sections), past: state.past, future: state.future });
}

/**
 * The stored history, if it was written for exactly these sections. When they differ (a
 * colleague changed the page, a save did not arrive) undo would write over what is there
 * now, so the history is dropped instead.
 */
export function readHistory(text: string | null, sections: readonly SectionData[]): { past: HistoryStep[]; future: HistoryStep[] } | null {
  if (!text) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = storedSchema.safeParse(json);
  if (!parsed.success || parsed.data.fingerprint !== sectionsFingerprint(sections)) return null;
  return { past: parsed.data.past, future: parsed.data.future };
}

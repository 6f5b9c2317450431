"use client";
import { useCallback, useState, type Dispatch } from "react";
import { conflictAnswerSchema, type ConflictAnswer } from "@schemas/api/editor-concurrency";
import { sectionDataSchema } from "@modules/registry";
import { EditorApiError, type EditorApi } from "../api/editor-api";
import type { VersionStore } from "../api/version-store";
import type { EditorAction } from "../state/reducer";
import type { EditorState, SectionSnapshot } from "../state/types";

/** A save a colleague's newer change refused, with what it would have written. */
export interface Conflict {
  answer: ConflictAnswer;
  action: EditorAction;
  before: EditorState;
  /** Every section the refused change touched: they are reloaded together. */
  touched: string[];
}

/** The 409 answer of a refused save, or null for any other error. */
export function conflictOf(error: unknown): ConflictAnswer | null {
  if (!(error instanceof EditorApiError) || error.status !== 409) return null;
  const parsed = conflictAnswerSchema.safeParse(error.body);
  return parsed.success ? parsed.data : null;
}

/** Undo and redo restore whole sections: on top of a colleague's change they would undo it too. */
export const canApplyOnTop = (conflict: Conflict) =>
  conflict.answer.section !== null && conflict.action.type !== "undo" && conflict.action.type !== "redo";

interface Options {
  api: EditorApi;
  versions: VersionStore;
  dispatch: Dispatch<EditorAction>;
  /** Saves a change again, in the editor's save queue. */
  save: (action: EditorAction, before: EditorState) => Promise<void>;
  refreshViews: (slugs: string[]) => void;
}

/**
 * The two ways out of a conflict (000 §7): reload the sections as the server has them now, or
 * send the own change again on top of the colleague's (with the version the 409 named), then
 * reload them. Either way the history forgets its steps on those sections.
 */
export function useConflict({ api, versions, dispatch, save, refreshViews }: Options) {
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [busy, setBusy] = useState(false);

  const reloadSections = useCallback(async (slugs: string[]) => {
    const entries = await Promise.all(slugs.map(async (slug): Promise<SectionSnapshot> => {
      try {
        const answer = await api<{ version: number; position: number }>("GET", `section/${encodeURIComponent(slug)}/`);
        versions.learn({ [slug]: answer.version });
        return { slug, section: sectionDataSchema.parse(answer), position: answer.position };
      } catch (error) {
        if (error instanceof EditorApiError && error.status === 404) return { slug, section: null, position: 0 };
        throw error;
      }
    }));
    dispatch({ type: "reload-sections", sections: entries });
    refreshViews(entries.filter((entry) => entry.section).map((entry) => entry.slug));
  }, [api, dispatch, refreshViews, versions]);

  const resolve = useCallback(async (applyOwn: boolean) => {
    if (!conflict) return;
    setBusy(true);
    try {
      if (applyOwn && conflict.answer.version !== null) {
        versions.learn({ [conflict.answer.slug]: conflict.answer.version });
        await save(conflict.action, conflict.before);
      }
      await reloadSections(conflict.touched);
      setConflict(null);
    } catch (error) {
      const again = conflictOf(error);
      // Changed once more meanwhile: the dialog names the newest change.
      setConflict(again ? { ...conflict, answer: again } : null);
      if (!again) await reloadSections(conflict.touched).catch(() => undefined);
    } finally {
      setBusy(false);
    }
  }, [conflict, reloadSections, save, versions]);

  return { conflict, setConflict, busy, reload: () => resolve(false), applyOwn: () => resolve(true) };
}

"use client";
import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import type { Locale } from "@schemas/rules/localized";
import type { SectionVersions } from "@schemas/api/editor-concurrency";
import { createAuthGate } from "./api/auth-gate";
import { createEditorApi } from "./api/editor-api";
import { createVersionStore } from "./api/version-store";
import { conflictOf, useConflict } from "./conflict/use-conflict";
import { persist } from "./api/persist";
import { editorReducer, type EditorAction } from "./state/reducer";
import { initialEditorState, type EditorState, type SectionData } from "./state/types";
import type { SectionOwner } from "./state/owner";
import { needsRefresh } from "./state/refresh";
import { historyKey } from "./state/history-storage";
import { useHistoryStorage } from "./use-history-storage";
import { toggleLoading, touchedSections } from "./state/touched";
import type { AlertState } from "./alert/editor-alert";
import type { RenderSectionViews, ViewStore } from "./canvas/views";

/**
 * The editor's state and its saving: each change is applied at once (the page reacts while
 * the call runs) and saved in order, one call after the other. While a save runs, the
 * sections it touches are listed as loading (000 §4). A save that changes what the server
 * renders (a new or edited module) brings the server renderings of the sections it touched;
 * a move or a delete does not need to, which keeps those cheap on big pages. A failed save
 * shows the error and reloads the sections as the server has them (the refreshed `sections`
 * prop); a save refused because a colleague changed the section since (409) opens the
 * conflict dialog instead. The undo history is kept per page and language in session storage.
 */
export function useEditorStore(
  lang: Locale, owner: SectionOwner, sections: SectionData[], versions: SectionVersions, views: ViewStore, renderViews: RenderSectionViews,
) {
  const router = useRouter();
  const [state, dispatch] = useReducer(editorReducer, sections, initialEditorState);
  const [alert, setAlert] = useState<AlertState | null>(null);
  const [loading, setLoading] = useState<string[]>([]);
  const [gate] = useState(createAuthGate);
  const [versionStore] = useState(() => createVersionStore(versions));
  const api = useMemo(() => createEditorApi(lang, gate, versionStore), [lang, gate, versionStore]);
  const stateRef = useRef<EditorState>(state);
  // run() reads the latest state between renders (two quick drops), and sets it itself.
  useLayoutEffect(() => {
    stateRef.current = state;
  }, [state]);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const { content_type: contentType, object_id: objectId } = owner;
  useHistoryStorage(historyKey({ content_type: contentType, object_id: objectId }, lang), state, dispatch);

  // After a failed save the next server rendering's sections replace the editor's; steps on
  // sections a colleague changed since leave the history. Versions are taken only together
  // with the sections they belong to, else a write could carry a version it never saw.
  const reloadWanted = useRef(false);
  useEffect(() => {
    if (!reloadWanted.current) return;
    reloadWanted.current = false;
    dispatch({ type: "load", sections, changed: versionStore.learn(versions) });
  }, [sections, versions, versionStore]);
  const reload = useCallback(() => {
    reloadWanted.current = true;
    router.refresh();
  }, [router]);

  // Only the saved sections' renderings (flat on big pages); the whole page if that fails.
  const refreshViews = useCallback((sectionIds: string[]) => {
    renderViews({ lang, content_type: contentType, object_id: objectId, sections: sectionIds })
      .then((next) => (next ? views.set(next) : router.refresh()), () => router.refresh());
  }, [contentType, lang, objectId, renderViews, router, views]);

  // Saves go one after the other, in the order they were made.
  const save = useCallback((action: EditorAction, before: EditorState) => {
    const saved = queue.current.then(() => persist(api, { content_type: contentType, object_id: objectId }, action, before));
    queue.current = saved.catch(() => undefined);
    return saved;
  }, [api, contentType, objectId]);
  const conflict = useConflict({ api, versions: versionStore, dispatch, save, refreshViews });
  const { setConflict } = conflict;

  const run = useCallback(
    (action: EditorAction) => {
      const before = stateRef.current;
      const after = editorReducer(before, action);
      if (after === before) return Promise.resolve();
      stateRef.current = after;
      dispatch(action);
      const touched = touchedSections(before, action);
      setLoading((current) => toggleLoading(current, touched, true));
      return save(action, before).then(
        () => {
          setLoading((current) => toggleLoading(current, touched, false));
          // Undo and redo say what happened; the status region announces it (WCAG 4.1.3).
          setAlert({ status: "save", change: action.type === "undo" || action.type === "redo" ? action.type : undefined, at: Date.now() });
          if (needsRefresh(action) && touched.length) refreshViews(touched);
        },
        (error: unknown) => {
          setLoading((current) => toggleLoading(current, touched, false));
          const answer = conflictOf(error);
          if (answer) setConflict({ answer, action, before, touched });
          else {
            setAlert({ status: "error", at: Date.now() });
            reload();
          }
          throw error;
        },
      );
    },
    [refreshViews, reload, save, setConflict],
  );

  const clearAlert = useCallback(() => setAlert(null), []);
  return { state, run, api, versions: versionStore, gate, alert, loading, clearAlert, dispatch, conflict };
}

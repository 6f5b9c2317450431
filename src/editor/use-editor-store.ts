"use client";
import { useCallback, useLayoutEffect, useMemo, useReducer, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import type { Locale } from "../../schemas/rules/localized";
import { createAuthGate } from "./api/auth-gate";
import { createEditorApi } from "./api/editor-api";
import { persist } from "./api/persist";
import { editorReducer, type EditorAction } from "./state/reducer";
import { initialEditorState, type EditorState, type SectionData } from "./state/types";
import type { AlertState } from "./alert/editor-alert";

/**
 * The editor's state and its saving: each change is applied at once (the page reacts while
 * the call runs) and saved in order, one call after the other. A save refreshes the server
 * rendering (router.refresh), which brings new modules' real rendering; a failed one shows
 * the error and reloads the sections as the server has them.
 */
export function useEditorStore(lang: Locale, pageId: number, sections: SectionData[]) {
  const router = useRouter();
  const [state, dispatch] = useReducer(editorReducer, sections, initialEditorState);
  const [alert, setAlert] = useState<AlertState | null>(null);
  const [gate] = useState(createAuthGate);
  const api = useMemo(() => createEditorApi(lang, gate), [lang, gate]);
  const stateRef = useRef<EditorState>(state);
  // run() reads the latest state between renders (two quick drops), and sets it itself.
  useLayoutEffect(() => {
    stateRef.current = state;
  }, [state]);
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  // A failed save: show the sections as the server has them.
  const reload = useCallback(async () => {
    const path = window.location.pathname.replace(new RegExp(`^/${lang}/?`), "");
    const page = await api<{ modules: SectionData[] }>("GET", `page/${path}`).catch(() => null);
    if (page) dispatch({ type: "load", sections: page.modules });
    router.refresh();
  }, [api, lang, router]);

  const run = useCallback(
    (action: EditorAction) => {
      const before = stateRef.current;
      const after = editorReducer(before, action);
      if (after === before) return Promise.resolve();
      stateRef.current = after;
      dispatch(action);
      const saved = queue.current.then(() => persist(api, pageId, action, before));
      queue.current = saved.catch(() => undefined);
      return saved.then(
        () => {
          setAlert({ status: "save", at: Date.now() });
          router.refresh();
        },
        (error: unknown) => {
          setAlert({ status: "error", at: Date.now() });
          void reload();
          throw error;
        },
      );
    },
    [api, pageId, router, reload],
  );


  return { state, run, api, gate, alert, clearAlert: () => setAlert(null) };
}

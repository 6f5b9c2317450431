"use client";
import { useEffect, useRef, type Dispatch } from "react";
import type { EditorAction } from "./state/reducer";
import type { EditorState } from "./state/types";
import { readHistory, serializeHistory } from "./state/history-storage";

// Session storage can be missing or full (private modes, quota); the history then lives in
// memory only, which is what an editor had before.
function readItem(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeItem(key: string, value: string | null) {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // Keeping the history in memory is enough to go on editing.
  }
}

/**
 * Keeps the page's undo history in session storage (per page and language), so a reload in
 * the same tab can still undo and redo. Read once after the first render (the server has no
 * storage), then written after every change.
 */
export function useHistoryStorage(key: string, state: EditorState, dispatch: Dispatch<EditorAction>) {
  const restored = useRef(false);
  useEffect(() => {
    if (!restored.current) {
      restored.current = true;
      const stored = readHistory(readItem(key), state.sections);
      if (stored) {
        dispatch({ type: "restore-history", ...stored });
        return;
      }
    }
    writeItem(key, serializeHistory(state));
  }, [dispatch, key, state]);
}

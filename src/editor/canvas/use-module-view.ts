"use client";
import { useCallback, useSyncExternalStore, type ReactNode } from "react";
import { useEditorActions } from "../editor-context";

/** The server rendering of one module; re-renders only when that module's rendering changes. */
export function useModuleView(id: string): ReactNode | undefined {
  const { views } = useEditorActions();
  const subscribe = useCallback((listener: () => void) => views.subscribe(id, listener), [views, id]);
  const get = useCallback(() => views.get(id), [views, id]);
  return useSyncExternalStore(subscribe, get, get);
}

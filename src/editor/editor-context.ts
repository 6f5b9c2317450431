"use client";
import { createContext, useContext, type ReactNode } from "react";
import type { Locale } from "../../schemas/rules/localized";
import type { EditorApi } from "./api/editor-api";
import type { NewModulePlacement } from "./dnd/drop-action";
import type { EditorAction } from "./state/reducer";
import type { EditorState } from "./state/types";

export interface EditorContextValue {
  lang: Locale;
  pageId: number;
  state: EditorState;
  api: EditorApi;
  /** Apply a change and save it; resolves when saved, rejects with the API's error. */
  run: (action: EditorAction) => Promise<void>;
  /** The server's rendering of each module by id; a module added since shows a card. */
  rendered: Record<string, ReactNode>;
  /** Open the edit modal for a new module at a place, or for a module on the page. */
  openModal: (target: { placement: NewModulePlacement } | { moduleId: string }) => void;
}

export const EditorContext = createContext<EditorContextValue | null>(null);

export function useEditor(): EditorContextValue {
  const value = useContext(EditorContext);
  if (!value) throw new Error("useEditor outside the editor");
  return value;
}

"use client";
import { createContext, useContext } from "react";
import type { Locale } from "@schemas/rules/localized";
import type { ModuleType } from "@modules/registry";
import type { EditorApi } from "./api/editor-api";
import type { VersionStore } from "./api/version-store";
import type { NewModulePlacement } from "./dnd/drop-action";
import type { EditorAction } from "./state/reducer";
import type { EditorState } from "./state/types";
import type { SectionOwner } from "./state/owner";
import type { ViewStore } from "./canvas/views";

/**
 * What the canvas needs that does not change while editing: the language, the owner, the API,
 * run() and the modal opener. Kept apart from the state, so a change to one module re-renders
 * only what shows it (memoised sections, columns and modules), not the whole page.
 */
export interface EditorActionsValue {
  lang: Locale;
  /** The CMS page's id; on an entity's page the entity's id (see owner). */
  pageId: number;
  /** Whose sections these are: a CMS page ("cms.page") or an entity ("programme.event" ...). */
  owner: SectionOwner;
  api: EditorApi;
  /** The sections' versions as this editor saw them (publish and discard name them all). */
  versions: VersionStore;
  /** Apply a change and save it; resolves when saved, rejects with the API's error. */
  run: (action: EditorAction) => Promise<void>;
  /** The server's rendering of each module, by id and content; a module added since shows a card. */
  views: ViewStore;
  /** Open the edit modal for a new module at a place, or for a module on the page. */
  openModal: (target: { placement: NewModulePlacement } | { moduleId: string }) => void;
  /** Add a module kind by click: its form opens for the place the editor has chosen (click-placement.ts). */
  addByClick: (type: ModuleType) => void;
}

export interface EditorContextValue extends EditorActionsValue {
  state: EditorState;
}

export const EditorActionsContext = createContext<EditorActionsValue | null>(null);
export const EditorStateContext = createContext<EditorState | null>(null);

/** The stable part only: components using it re-render when their own props change. */
export function useEditorActions(): EditorActionsValue {
  const value = useContext(EditorActionsContext);
  if (!value) throw new Error("useEditorActions outside the editor");
  return value;
}

/** Everything, the state included: re-renders on every change (header, modals, panels). */
export function useEditor(): EditorContextValue {
  const actions = useEditorActions();
  const state = useContext(EditorStateContext);
  if (!state) throw new Error("useEditor outside the editor");
  return { ...actions, state };
}

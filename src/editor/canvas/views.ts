import type { ReactNode } from "react";
import type { ModuleViewRequest, SectionViewsRequest } from "@schemas/api/editor";

/** A module's server rendering with a key of the content it was rendered from. */
export interface ModuleView {
  key: string;
  view: ReactNode;
}

/** Renders the modules of some sections anew on the server (the edit route's server action); null when it may not. */
export type RenderSectionViews = (request: SectionViewsRequest) => Promise<Record<string, ModuleView> | null>;

/** Renders one unsaved module on the server (the edit route's server action, the live preview); null when it may not or the module is invalid. */
export type RenderModuleView = (request: ModuleViewRequest) => Promise<ModuleView | null>;

export interface ViewStore {
  get: (id: string) => ReactNode | undefined;
  /**
   * Take a new set of renderings (after a refresh); only modules whose key changed are told.
   * A changed module's preview goes: the saved rendering is what its form was saved as.
   */
  set: (views: Record<string, ModuleView>) => void;
  /** Show an unsaved rendering of a module over its saved one (its open form's preview); null shows the saved one again. */
  preview: (id: string, view: ReactNode | null) => void;
  subscribe: (id: string, listener: () => void) => () => void;
}

/**
 * The modules' server renderings, outside React state. Each refresh brings a new element for
 * every module; keeping the old one while its content key is unchanged lets the memoised
 * module components skip re-rendering, so a refresh on a 300-module page re-renders only
 * the module that changed.
 */
export function createViewStore(initial: Record<string, ModuleView>): ViewStore {
  const views = new Map(Object.entries(initial));
  const previews = new Map<string, ReactNode>();
  const listeners = new Map<string, Set<() => void>>();
  const tell = (id: string) => {
    for (const listener of listeners.get(id) ?? []) listener();
  };
  return {
    get: (id) => (previews.has(id) ? previews.get(id) : views.get(id)?.view),
    set: (next) => {
      const changed: string[] = [];
      for (const [id, view] of Object.entries(next)) {
        if (views.get(id)?.key === view.key) continue;
        views.set(id, view);
        previews.delete(id);
        changed.push(id);
      }
      for (const id of changed) tell(id);
    },
    preview: (id, view) => {
      if (view === null && !previews.has(id)) return;
      if (view === null) previews.delete(id);
      else previews.set(id, view);
      tell(id);
    },
    subscribe: (id, listener) => {
      const set = listeners.get(id) ?? new Set();
      set.add(listener);
      listeners.set(id, set);
      return () => {
        set.delete(listener);
        if (!set.size) listeners.delete(id);
      };
    },
  };
}

import type { ReactNode } from "react";
import type { SectionViewsRequest } from "@schemas/api/editor";

/** A module's server rendering with a key of the content it was rendered from. */
export interface ModuleView {
  key: string;
  view: ReactNode;
}

/** Renders the modules of some sections anew on the server (the edit route's server action); null when it may not. */
export type RenderSectionViews = (request: SectionViewsRequest) => Promise<Record<string, ModuleView> | null>;

export interface ViewStore {
  get: (id: string) => ReactNode | undefined;
  /** Take a new set of renderings (after a refresh); only modules whose key changed are told. */
  set: (views: Record<string, ModuleView>) => void;
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
  const listeners = new Map<string, Set<() => void>>();
  return {
    get: (id) => views.get(id)?.view,
    set: (next) => {
      const changed: string[] = [];
      for (const [id, view] of Object.entries(next)) {
        if (views.get(id)?.key === view.key) continue;
        views.set(id, view);
        changed.push(id);
      }
      for (const id of changed) for (const listener of listeners.get(id) ?? []) listener();
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

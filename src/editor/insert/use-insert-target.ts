"use client";
import { useEffect, useSyncExternalStore } from "react";
import { insertTarget, targetOfElement } from "./insert-target";

/**
 * Follows what an editor presses or focuses on the page: that is where a module added by click
 * goes. A press elsewhere on the page clears the choice; focus elsewhere keeps it, as a press
 * in a module also focuses what holds the page (<main> is a skip link's target).
 */
export function useInsertTargetTracking() {
  useEffect(() => {
    const press = (event: Event) => {
      const next = event.target instanceof Element ? targetOfElement(event.target) : undefined;
      if (next !== undefined) insertTarget.set(next);
    };
    const focus = (event: Event) => {
      const next = event.target instanceof Element ? targetOfElement(event.target) : undefined;
      if (next) insertTarget.set(next);
    };
    document.addEventListener("focusin", focus);
    document.addEventListener("pointerdown", press);
    return () => {
      document.removeEventListener("focusin", focus);
      document.removeEventListener("pointerdown", press);
    };
  }, []);
}

/** Whether this module is the chosen one (only it and the one before re-render on a change). */
export function useIsInsertTarget(moduleId: string): boolean {
  return useSyncExternalStore(
    insertTarget.subscribe,
    () => {
      const target = insertTarget.get();
      return target?.kind === "module" && target.id === moduleId;
    },
    () => false,
  );
}

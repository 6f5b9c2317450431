"use client";
import { useEffect, useSyncExternalStore } from "react";
import { insertTarget, targetOfElement } from "./insert-target";

/** Follows what an editor focuses or presses on the page: that is where a module added by click goes. */
export function useInsertTargetTracking() {
  useEffect(() => {
    const choose = (event: Event) => {
      if (!(event.target instanceof Element)) return;
      const next = targetOfElement(event.target);
      if (next !== undefined) insertTarget.set(next);
    };
    document.addEventListener("focusin", choose);
    document.addEventListener("pointerdown", choose);
    return () => {
      document.removeEventListener("focusin", choose);
      document.removeEventListener("pointerdown", choose);
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

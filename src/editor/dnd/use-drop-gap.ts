"use client";
import { useCallback, useSyncExternalStore } from "react";
import { dropSlot } from "./drop-slot";

/**
 * The gap of the current drag in this container (a column, or the page's sections), or -1:
 * only the containers the drop line enters or leaves re-render.
 */
export function useDropGap(container: string, length: number): number {
  const gap = useCallback(() => {
    const slot = dropSlot.get();
    return slot?.over === container ? Math.min(slot.gap ?? length, length) : -1;
  }, [container, length]);
  return useSyncExternalStore(dropSlot.subscribe, gap, () => -1);
}

/** Which item draws the drop line: the one after the gap, or the last one for the gap at the end. */
export const dropMark = (gap: number, at: number, length: number): "before" | "after" | undefined =>
  gap === at ? "before" : gap === length && at === length - 1 ? "after" : undefined;

import type { UniqueIdentifier } from "@dnd-kit/core";

/**
 * Where the current drag would land. A section drag lands on a section (`over`); a module or
 * toolbar drag lands in a column (`over`) at a gap: before the module at index `gap` of the
 * column as it is now, the dragged module still in its old place (`gap` = the number of
 * modules: at the end). The arrow keys choose it (keyboard-coordinates.ts), the pointer's
 * height in the column does (collision.ts); the drop reads it, the column under it draws the
 * line, and the live region names it.
 */
export interface DropSlot {
  over: UniqueIdentifier;
  gap?: number;
}

let current: DropSlot | null = null;
const listeners = new Set<() => void>();

export const dropSlot = {
  get: () => current,
  set(next: DropSlot | null) {
    if (next?.over === current?.over && next?.gap === current?.gap) return;
    current = next;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

import type { CollisionDetection } from "@dnd-kit/core";
import { dropSlot } from "./drop-slot";
import { pointerSlot } from "./gaps";
import { PAGE_DND_ID, parseDndId } from "./ids";

/**
 * Where a drag would land is the drop slot; dnd-kit only learns whether there is one. The
 * page is its one drop target (a droppable per column and a sortable per module would make
 * dnd-kit measure and re-render hundreds of them at each pick-up). A keyboard drag takes the
 * slot its arrow keys chose (keyboard-coordinates.ts); a pointer sets it from where it is.
 */
export const editorCollision: CollisionDetection = ({ active, pointerCoordinates }) => {
  if (pointerCoordinates) dropSlot.set(pointerSlot(parseDndId(active.id), pointerCoordinates));
  return dropSlot.get() ? [{ id: PAGE_DND_ID }] : [];
};

import { closestCenter, pointerWithin, type CollisionDetection } from "@dnd-kit/core";
import { acceptsDrop, parseDndId } from "./ids";
import { keyboardTarget } from "./keyboard-target";

/**
 * Only targets that make sense for what is dragged (sections among sections; modules onto
 * modules and columns). The keyboard's choice is taken as is; the pointer picks what it is
 * over, innermost (a module) first; a pointer between targets falls back to the closest centre.
 */
export const editorCollision: CollisionDetection = (args) => {
  const chosen = args.pointerCoordinates ? null : keyboardTarget.get();
  if (chosen !== null && args.droppableContainers.some((container) => container.id === chosen)) return [{ id: chosen }];
  const active = parseDndId(args.active.id);
  const droppableContainers = args.droppableContainers.filter((container) => acceptsDrop(active, parseDndId(container.id)));
  const scoped = { ...args, droppableContainers };
  if (args.pointerCoordinates) {
    const within = pointerWithin(scoped);
    const modules = within.filter((collision) => parseDndId(collision.id)?.kind !== "column");
    if (modules.length) return modules;
    if (within.length) return within;
  }
  return closestCenter(scoped);
};

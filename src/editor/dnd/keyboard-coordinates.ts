import { KeyboardCode, type KeyboardCoordinateGetter } from "@dnd-kit/core";
import { acceptsDrop, parseDndId } from "./ids";
import { keyboardTarget } from "./keyboard-target";

const FORWARD: string[] = [KeyboardCode.Down, KeyboardCode.Right];
const BACKWARD: string[] = [KeyboardCode.Up, KeyboardCode.Left];

/**
 * Arrow keys step through the drop targets in reading order (top to bottom, then left to
 * right): next with Down/Right, previous with Up/Left. dnd-kit's sortable getter needs the
 * dragged thing to be a drop target itself, which a toolbar kind is not, and it would also
 * stop on sections while a module is dragged.
 */
export const editorKeyboardCoordinates: KeyboardCoordinateGetter = (event, { active, context, currentCoordinates }) => {
  const forward = FORWARD.includes(event.code);
  if (!forward && !BACKWARD.includes(event.code)) return undefined;
  event.preventDefault();
  const { collisionRect, droppableRects, droppableContainers } = context;
  if (!collisionRect) return undefined;
  const dragged = parseDndId(active);
  const targets = droppableContainers
    .getEnabled()
    .filter((container) => container.id !== active && acceptsDrop(dragged, parseDndId(container.id)))
    .flatMap((container) => {
      const rect = droppableRects.get(container.id);
      return rect ? [{ id: container.id, rect }] : [];
    })
    .sort((a, b) => a.rect.top - b.rect.top || a.rect.left - b.rect.left);
  if (!targets.length) return undefined;
  const current = targets.findIndex((target) => target.id === keyboardTarget.get());
  const next = targets[current < 0 ? (forward ? 0 : targets.length - 1) : Math.max(0, Math.min(targets.length - 1, current + (forward ? 1 : -1)))]!;
  keyboardTarget.set(next.id);
  // Move the dragged thing's centre onto the target's centre (what the eye follows).
  return {
    x: currentCoordinates.x + (next.rect.left + next.rect.width / 2) - (collisionRect.left + collisionRect.width / 2),
    y: currentCoordinates.y + (next.rect.top + next.rect.height / 2) - (collisionRect.top + collisionRect.height / 2),
  };
};

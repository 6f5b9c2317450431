import { KeyboardCode, type KeyboardCoordinateGetter } from "@dnd-kit/core";
import { itemIdOf, parseDndId } from "./ids";
import { dropSlot } from "./drop-slot";
import { containersFor, gapPoint, gapsInOrder, ownGap } from "./gaps";

const FORWARD: string[] = [KeyboardCode.Down, KeyboardCode.Right];
const BACKWARD: string[] = [KeyboardCode.Up, KeyboardCode.Left];

/**
 * Arrow keys step through the places a drag can land, in reading order: next with
 * Down/Right, previous with Up/Left, from the dragged thing's own place (a new module starts
 * from nowhere). A module steps through the gaps between the modules of every column, a
 * section through the gaps between sections. The choice goes to the drop slot, which the
 * collision detection takes as is: a sticky toolbar and a scrolling page make the geometry of
 * a keyboard move unreliable, the editor's choice is not.
 */
export const editorKeyboardCoordinates: KeyboardCoordinateGetter = (event, { active, context, currentCoordinates }) => {
  const forward = FORWARD.includes(event.code);
  if (!forward && !BACKWARD.includes(event.code)) return undefined;
  event.preventDefault();
  const { collisionRect } = context;
  if (!collisionRect) return undefined;
  const dragged = parseDndId(active);
  const containers = containersFor(dragged);
  const gaps = gapsInOrder(containers, itemIdOf(dragged));
  const from = dropSlot.get() ?? ownGap(containers, itemIdOf(dragged));
  const current = from ? gaps.findIndex((gap) => gap.over === from.over && gap.gap === from.gap) : -1;
  const next = gaps[current < 0 ? (forward ? 0 : gaps.length - 1) : Math.max(0, Math.min(gaps.length - 1, current + (forward ? 1 : -1)))];
  const point = next ? gapPoint(next) : null;
  if (!next || !point) return undefined;
  dropSlot.set(next);
  // Move the dragged thing's centre onto the gap (what the eye follows).
  return {
    x: currentCoordinates.x + point.x - (collisionRect.left + collisionRect.width / 2),
    y: currentCoordinates.y + point.y - (collisionRect.top + collisionRect.height / 2),
  };
};

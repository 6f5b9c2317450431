import { KeyboardSensor, MouseSensor, TouchSensor, useSensor, useSensors } from "@dnd-kit/core";
import { editorKeyboardCoordinates } from "./keyboard-coordinates";

// Constants, not literals in the hook: dnd-kit memoises a sensor on its options object, and a
// new one on each render would renew the drag context and re-render every module on the page.
const MOUSE = { activationConstraint: { distance: 6 } };
const TOUCH = { activationConstraint: { delay: 200, tolerance: 8 } };
const KEYBOARD = { coordinateGetter: editorKeyboardCoordinates };

/**
 * Mouse, touch and keyboard. A mouse drag starts after 6 px, so a click on a handle stays a
 * click; a touch drag after a 200 ms press, so the page still scrolls under a finger.
 */
export function useEditorSensors() {
  return useSensors(useSensor(MouseSensor, MOUSE), useSensor(TouchSensor, TOUCH), useSensor(KeyboardSensor, KEYBOARD));
}

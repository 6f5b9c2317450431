import { KeyboardSensor, MouseSensor, TouchSensor, useSensor, useSensors } from "@dnd-kit/core";
import { editorKeyboardCoordinates } from "./keyboard-coordinates";

/**
 * Mouse, touch and keyboard. A mouse drag starts after 6 px, so a click on a handle stays a
 * click; a touch drag after a 200 ms press, so the page still scrolls under a finger.
 */
export function useEditorSensors() {
  return useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: editorKeyboardCoordinates }),
  );
}

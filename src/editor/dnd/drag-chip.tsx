"use client";
import { DragOverlay, useDndContext } from "@dnd-kit/core";
import styles from "../editor.module.css";

/**
 * What follows the pointer while something is dragged: a chip with its name ("Überschrift",
 * "Sektion 2"), above the sticky editor header. The dragged module or section itself stays
 * in its place, dimmed, and the page does not move under the drag: a line shows where it
 * lands (editor.module.css).
 */
export function DragChip({ nameOf }: { nameOf: (id: string | number) => string }) {
  const { active } = useDndContext();
  return (
    <DragOverlay dropAnimation={null} zIndex={1100}>
      {active ? <div className={styles.dragChip} aria-hidden="true">⠿ {nameOf(active.id)}</div> : null}
    </DragOverlay>
  );
}

"use client";
import { useLayoutEffect, useRef, useState, type RefObject, type SyntheticEvent } from "react";
import { flushSync } from "react-dom";
import { useDraggable, type DraggableSyntheticListeners } from "@dnd-kit/core";
import { DND_HELP_ID } from "./help";
import { latestBox, type LatestBox } from "../latest-box";
import styles from "../editor.module.css";

type Listeners = NonNullable<DraggableSyntheticListeners>;

/**
 * The drag handle of a module or a section; what is dragged is the bar it sits in. dnd-kit
 * re-renders every component that uses one of its hooks at each step of a drag: with a
 * draggable in each module, picking one up on a page of 300 took 150 ms. So a handle joins
 * dnd-kit only while it is armed: under the pointer, pressed, focused (every way a drag starts
 * passes through one of these first) or dragged. One or two handles are armed at a time; the
 * others are plain buttons that pass their events on.
 */
export function DragHandle({ dndId, label }: { dndId: string; label: string }) {
  const button = useRef<HTMLButtonElement>(null);
  const [listeners] = useState(() => latestBox<Listeners | undefined>(undefined));
  const [hovered, setHovered] = useState(false);
  const [pressed, setPressed] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dragging, setDragging] = useState(false);
  const armed = hovered || pressed || focused || dragging;
  const forward = (name: keyof Listeners) => (event: SyntheticEvent) => listeners.get()?.[name]?.(event);
  // Pressed lasts until the pointer is released anywhere: a mouse drag starts only after
  // 6 px, by when the pointer may have left the small handle. It is set at once, before the
  // mousedown or touchstart that starts the drag (a touch has no hover before it).
  const press = () => {
    const release = () => setPressed(false);
    window.addEventListener("pointerup", release, { once: true });
    window.addEventListener("pointercancel", release, { once: true });
    flushSync(() => setPressed(true));
  };
  return (
    <>
      <button type="button" ref={button} className={styles.handle} aria-label={label} aria-describedby={DND_HELP_ID} aria-pressed={dragging || undefined}
        data-drag-handle onPointerEnter={() => setHovered(true)} onPointerLeave={() => setHovered(false)} onPointerDown={press}
        onFocus={() => setFocused(true)} onBlur={() => setFocused(false)}
        onMouseDown={forward("onMouseDown")} onTouchStart={forward("onTouchStart")} onKeyDown={forward("onKeyDown")}>
        ⠿
      </button>
      {armed && <ArmedDraggable dndId={dndId} button={button} listeners={listeners} onDragging={setDragging} />}
    </>
  );
}

interface ArmedProps {
  dndId: string;
  button: RefObject<HTMLButtonElement | null>;
  listeners: LatestBox<Listeners | undefined>;
  onDragging: (dragging: boolean) => void;
}

/** The dnd-kit draggable, rendering nothing: the handle activates it, the bar around the handle is what is dragged. */
function ArmedDraggable({ dndId, button, listeners, onDragging }: ArmedProps) {
  const { listeners: bound, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({ id: dndId });
  useLayoutEffect(() => {
    setActivatorNodeRef(button.current);
    // The drag overlay takes the size of this node: the bar, not the whole module.
    setNodeRef(button.current?.parentElement ?? null);
    listeners.set(bound);
    return () => listeners.set(undefined);
  }, [bound, button, listeners, setActivatorNodeRef, setNodeRef]);
  useLayoutEffect(() => onDragging(isDragging), [isDragging, onDragging]);
  useLayoutEffect(() => () => onDragging(false), [onDragging]);
  return null;
}

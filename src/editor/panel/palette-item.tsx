"use client";
import { useId, type KeyboardEvent } from "react";
import { useDraggable } from "@dnd-kit/core";
import type { ModuleType } from "@modules/registry";
import type { ModuleIconName } from "@modules/icons";
import { TOOLBAR_HELP_ID } from "../dnd/help";
import { newDndId } from "../dnd/ids";
import { useEditorActions } from "../editor-context";
import { ModuleIcon } from "../header/module-icon";
import styles from "./side-panel.module.css";

/**
 * A module kind to add by click or Enter (after the chosen module, see click-placement.ts)
 * or to drag onto the page. A mouse drag starts only after 6 px, so a press without moving is
 * a click; Space picks the kind up for a keyboard drag, Enter is kept from dnd-kit's keyboard
 * sensor so that it clicks. dnd-kit's own aria-describedby names an id from a counter that
 * differs between the server's render and the browser's, so the items refer to the kind's
 * description and the editor's help instead. The title shows the description to a mouse.
 */
export function PaletteItem({ type, label, description, icon }: { type: ModuleType; label: string; description: string; icon: ModuleIconName }) {
  const { addByClick } = useEditorActions();
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: newDndId(type) });
  const descriptionId = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== "Enter") listeners?.onKeyDown?.(event);
  };
  return (
    <li>
      <button type="button" ref={setNodeRef} className={styles.item} data-module-kind={type} data-dragging={isDragging || undefined}
        title={description} {...attributes} aria-describedby={`${descriptionId} ${TOOLBAR_HELP_ID}`} {...listeners} onKeyDown={onKeyDown} onClick={() => addByClick(type)}>
        <ModuleIcon name={icon} />
        <span>{label}</span>
      </button>
      <span id={descriptionId} hidden>{description}</span>
    </li>
  );
}

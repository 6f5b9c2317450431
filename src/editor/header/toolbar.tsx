"use client";
import { memo, type KeyboardEvent } from "react";
import { useDraggable } from "@dnd-kit/core";
import type { Locale } from "@schemas/rules/localized";
import { toolbarModules, type ModuleType } from "@modules/registry";
import { TOOLBAR_HELP_ID } from "../dnd/help";
import { newDndId } from "../dnd/ids";
import { useEditorActions } from "../editor-context";
import { editorText } from "../i18n";
import type { ModuleIconName } from "@modules/icons";
import { ModuleIcon } from "./module-icon";
import styles from "../editor.module.css";

/**
 * A module kind to add by click or Enter (after the chosen module, see click-placement.ts)
 * or to drag onto the page. A mouse drag starts only after 6 px, so a press without moving is
 * a click; Space picks the kind up for a keyboard drag, Enter is kept from dnd-kit's keyboard
 * sensor so that it clicks. dnd-kit's own aria-describedby names an id from a counter that
 * differs between the server's render and the browser's, so the items refer to the editor's
 * help instead.
 */
function ToolbarItem({ type, label, description, icon }: { type: ModuleType; label: string; description: string; icon: ModuleIconName }) {
  const { addByClick } = useEditorActions();
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: newDndId(type) });
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== "Enter") listeners?.onKeyDown?.(event);
  };
  return (
    <li>
      <button type="button" ref={setNodeRef} className={styles.toolbarItem} data-module-kind={type} data-dragging={isDragging || undefined}
        title={description} {...attributes} aria-describedby={TOOLBAR_HELP_ID} {...listeners} onKeyDown={onKeyDown} onClick={() => addByClick(type)}>
        <ModuleIcon name={icon} />
        <span>{label}</span>
      </button>
    </li>
  );
}

/** Every registered module kind the toolbar offers, with its label, description (as a tooltip) and icon in the page language (memoised: it never changes while editing). */
export const Toolbar = memo(function Toolbar({ lang }: { lang: Locale }) {
  return (
    <nav className={styles.toolbar} aria-label={editorText(lang, "toolbar")} data-editor-toolbar="">
      <ul>
        {toolbarModules.map((definition) => (
          <ToolbarItem key={definition.type} type={definition.type as ModuleType} label={definition.label[lang]}
            description={definition.description[lang]} icon={definition.icon} />
        ))}
      </ul>
    </nav>
  );
});

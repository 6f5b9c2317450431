"use client";
import { memo } from "react";
import { useDraggable } from "@dnd-kit/core";
import type { Locale } from "@schemas/rules/localized";
import { toolbarModules, type ModuleType } from "@modules/registry";
import { DND_HELP_ID } from "../dnd/help";
import { newDndId } from "../dnd/ids";
import { editorText } from "../i18n";
import type { ModuleIconName } from "@modules/icons";
import { ModuleIcon } from "./module-icon";
import styles from "../editor.module.css";

/**
 * A module kind to drag onto the page. dnd-kit's own aria-describedby names an id from a
 * counter that differs between the server's render and the browser's, so after hydration it
 * pointed at nothing: the items refer to the editor's keyboard help instead, as the handles do.
 */
function ToolbarItem({ type, label, description, icon }: { type: ModuleType; label: string; description: string; icon: ModuleIconName }) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: newDndId(type) });
  return (
    <li>
      <button type="button" ref={setNodeRef} className={styles.toolbarItem} data-module-kind={type} data-dragging={isDragging || undefined}
        title={description} {...attributes} aria-describedby={DND_HELP_ID} {...listeners}>
        <ModuleIcon name={icon} />
        <span>{label}</span>
      </button>
    </li>
  );
}

/** Every registered module kind the toolbar offers, with its label, description (as a tooltip) and icon in the page language (memoised: it never changes while editing). */
export const Toolbar = memo(function Toolbar({ lang }: { lang: Locale }) {
  return (
    <nav className={styles.toolbar} aria-label={editorText(lang, "toolbar")}>
      <ul>
        {toolbarModules.map((definition) => (
          <ToolbarItem key={definition.type} type={definition.type as ModuleType} label={definition.label[lang]}
            description={definition.description[lang]} icon={definition.icon} />
        ))}
      </ul>
    </nav>
  );
});

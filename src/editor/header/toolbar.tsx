"use client";
import { memo } from "react";
import { useDraggable } from "@dnd-kit/core";
import type { Locale } from "../../../schemas/rules/localized";
import { toolbarModules, type ModuleType } from "../../../modules/registry";
import { newDndId } from "../dnd/ids";
import { editorText } from "../i18n";
import { ModuleIcon } from "./module-icon";
import styles from "../editor.module.css";

function ToolbarItem({ type, label, icon }: { type: ModuleType; label: string; icon: string }) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: newDndId(type) });
  return (
    <li>
      <button type="button" ref={setNodeRef} className={styles.toolbarItem} data-module-kind={type} data-dragging={isDragging || undefined} {...attributes} {...listeners}>
        <ModuleIcon name={icon} />
        <span>{label}</span>
      </button>
    </li>
  );
}

/** Every registered module kind the toolbar offers, with its label and icon in the page language (memoised: it never changes while editing). */
export const Toolbar = memo(function Toolbar({ lang }: { lang: Locale }) {
  return (
    <nav className={styles.toolbar} aria-label={editorText(lang, "toolbar")}>
      <ul>
        {toolbarModules.map((definition) => (
          <ToolbarItem key={definition.type} type={definition.type as ModuleType} label={definition.label[lang]} icon={definition.icon} />
        ))}
      </ul>
    </nav>
  );
});

"use client";
import { memo } from "react";
import { moduleDefinition } from "@modules/registry";
import type { ContentModule } from "../state/types";
import { useEditorActions } from "../editor-context";
import { editorText } from "../i18n";
import { announce } from "../clipboard/announce";
import { writeClipboard } from "../clipboard/use-clipboard";
import { scaleText } from "../clipboard/texts";
import { useModuleView } from "./use-module-view";
import { DragHandle } from "../dnd/drag-handle";
import { BarIcon } from "../header/bar-icon";
import { moduleDndId } from "../dnd/ids";
import { useIsInsertTarget } from "../insert/use-insert-target";
import styles from "../editor.module.css";

interface Props {
  module: ContentModule;
  /** The drop line of the current drag is drawn before this module, or after it (the column's last). */
  drop?: "before" | "after";
}

/**
 * One module in edit mode: the server's rendering of it (or a card until the save's refresh
 * brings one), with a drag handle and copy, edit and delete buttons. Marked while it is the
 * module a click in the toolbar adds after. Memoised: it re-renders only when the module
 * itself changes, the drop line comes to it or leaves it, or it is chosen or no longer.
 */
export const EditorModule = memo(function EditorModule({ module, drop }: Props) {
  const { lang, run, openModal } = useEditorActions();
  const view = useModuleView(module.id);
  const selected = useIsInsertTarget(module.id);
  const label = moduleDefinition(module.type).label[lang];
  const copyName = scaleText(lang, "copy_module", { label });
  const editName = editorText(lang, "edit_module", { label });
  const deleteName = editorText(lang, "delete_module", { label });
  const copy = () => {
    if (writeClipboard({ kind: "module", module })) announce(scaleText(lang, "copied_module", { label }));
  };
  return (
    <div className={styles.module} data-module-id={module.id} data-module-type={module.type} data-drop-item={module.id} data-drop={drop} data-selected={selected || undefined}>
      <div className={styles.moduleBar}>
        <DragHandle dndId={moduleDndId(module.id)} label={editorText(lang, "move_module", { label })} />
        <span className={styles.moduleLabel}>{label}</span>
        <button type="button" className={styles.small} onClick={copy} aria-label={copyName} title={copyName}><BarIcon name="copy" /></button>
        <button type="button" className={styles.small} onClick={() => openModal({ moduleId: module.id })} aria-label={editName} title={editName}><BarIcon name="edit" /></button>
        <button type="button" className={styles.small} onClick={() => void run({ type: "remove-module", id: module.id }).catch(() => undefined)} aria-label={deleteName} title={deleteName}><BarIcon name="remove" /></button>
      </div>
      {view ?? <p className={styles.card}>{label} · {editorText(lang, "not_rendered")}</p>}
    </div>
  );
});

"use client";
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { moduleDefinition } from "../../../modules/registry";
import type { ContentModule } from "../state/types";
import { moduleDndId } from "../dnd/ids";
import { useEditor } from "../editor-context";
import { editorText } from "../i18n";
import styles from "../editor.module.css";

/**
 * One module in edit mode: the server's rendering of it (or a card until the save's refresh
 * brings one), with a drag handle and edit and delete buttons.
 */
export function EditorModule({ module }: { module: ContentModule }) {
  const { lang, rendered, run, openModal } = useEditor();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: moduleDndId(module.id) });
  const label = moduleDefinition(module.type).label[lang];
  const view = rendered[module.id];
  return (
    <div ref={setNodeRef} className={styles.module} data-module-id={module.id} data-module-type={module.type} data-dragging={isDragging || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}>
      <div className={styles.moduleBar}>
        <button type="button" ref={setActivatorNodeRef} className={styles.handle} {...attributes} {...listeners} aria-label={editorText(lang, "move_module", { label })}>⠿</button>
        <span className={styles.moduleLabel}>{label}</span>
        <button type="button" className={styles.small} onClick={() => openModal({ moduleId: module.id })} aria-label={editorText(lang, "edit_module", { label })}>✎</button>
        <button type="button" className={styles.small} onClick={() => void run({ type: "remove-module", id: module.id }).catch(() => undefined)} aria-label={editorText(lang, "delete_module", { label })}>✕</button>
      </div>
      {view ?? <p className={styles.card}>{label} · {editorText(lang, "not_rendered")}</p>}
    </div>
  );
}

"use client";
import { memo } from "react";
import type { DraggableAttributes, DraggableSyntheticListeners } from "@dnd-kit/core";
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { moduleDefinition } from "../../../modules/registry";
import type { ContentModule } from "../state/types";
import { moduleDndId } from "../dnd/ids";
import { useEditorActions } from "../editor-context";
import { editorText } from "../i18n";
import { announce } from "../clipboard/announce";
import { writeClipboard } from "../clipboard/use-clipboard";
import { scaleText } from "../clipboard/texts";
import { useModuleView } from "./use-module-view";
import styles from "../editor.module.css";

/**
 * One module in edit mode: the server's rendering of it (or a card until the save's refresh
 * brings one), with a drag handle and copy, edit and delete buttons. dnd-kit re-renders every
 * sortable when a drag starts or moves, so this outer part only holds the sortable hook and
 * the wrapper; the bar and the rendering are memoised apart and re-render only when the
 * module itself (or its drag handle's state) changes.
 */
export const EditorModule = memo(function EditorModule({ module }: { module: ContentModule }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: moduleDndId(module.id) });
  return (
    <div ref={setNodeRef} className={styles.module} data-module-id={module.id} data-module-type={module.type} data-dragging={isDragging || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}>
      <ModuleBody module={module} attributes={attributes} listeners={listeners} setActivatorNodeRef={setActivatorNodeRef} />
    </div>
  );
});

interface BodyProps {
  module: ContentModule;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  setActivatorNodeRef: (element: HTMLElement | null) => void;
}

const ModuleBody = memo(function ModuleBody({ module, attributes, listeners, setActivatorNodeRef }: BodyProps) {
  const { lang, run, openModal } = useEditorActions();
  const view = useModuleView(module.id);
  const label = moduleDefinition(module.type).label[lang];
  const copy = () => {
    if (writeClipboard({ kind: "module", module })) announce(scaleText(lang, "copied_module", { label }));
  };
  return (
    <>
      <div className={styles.moduleBar}>
        <button type="button" ref={setActivatorNodeRef} className={styles.handle} {...attributes} {...listeners} aria-label={editorText(lang, "move_module", { label })}>⠿</button>
        <span className={styles.moduleLabel}>{label}</span>
        <button type="button" className={styles.small} onClick={copy} aria-label={scaleText(lang, "copy_module", { label })}>⧉</button>
        <button type="button" className={styles.small} onClick={() => openModal({ moduleId: module.id })} aria-label={editorText(lang, "edit_module", { label })}>✎</button>
        <button type="button" className={styles.small} onClick={() => void run({ type: "remove-module", id: module.id }).catch(() => undefined)} aria-label={editorText(lang, "delete_module", { label })}>✕</button>
      </div>
      {view ?? <p className={styles.card}>{label} · {editorText(lang, "not_rendered")}</p>}
    </>
  );
});

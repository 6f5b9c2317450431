"use client";
import { useDroppable } from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import type { ContentModule } from "../state/types";
import { columnDndId, moduleDndId } from "../dnd/ids";
import { useEditor } from "../editor-context";
import { editorText } from "../i18n";
import { EditorModule } from "./editor-module";
import styles from "../editor.module.css";

/** A column: a drop target for new and moved modules, and the sortable list of its modules. */
export function EditorColumn({ section, index, modules }: { section: string; index: number; modules: ContentModule[] }) {
  const { lang } = useEditor();
  const { setNodeRef, isOver } = useDroppable({ id: columnDndId(section, index) });
  return (
    <div ref={setNodeRef} className={styles.column} data-column-index={index} data-over={isOver || undefined}
      role="group" aria-label={editorText(lang, "column_n", { n: index + 1 })}>
      <SortableContext id={columnDndId(section, index)} items={modules.map((module) => moduleDndId(module.id))} strategy={verticalListSortingStrategy}>
        {modules.map((module) => <EditorModule key={module.id} module={module} />)}
      </SortableContext>
      <p className={styles.dropHint}>{editorText(lang, "empty_column")}</p>
    </div>
  );
}

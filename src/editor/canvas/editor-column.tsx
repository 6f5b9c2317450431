"use client";
import { memo, useMemo } from "react";
import { useDroppable } from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import type { ContentModule } from "../state/types";
import { columnDndId, moduleDndId } from "../dnd/ids";
import { useEditorActions } from "../editor-context";
import { editorText } from "../i18n";
import { EditorModule } from "./editor-module";
import { PasteIntoColumn } from "./paste-into-column";
import styles from "../editor.module.css";
import canvasStyles from "./canvas.module.css";

interface Props {
  section: string;
  index: number;
  /** The section's place on the page, for the names screen readers hear. */
  position: number;
  modules: ContentModule[];
}

/**
 * A column: a drop target for new and moved modules, the sortable list of its modules, and
 * the paste button when a module is on the clipboard. Memoised on its modules array, which
 * the reducer keeps as it was for every column a change does not touch; the list inside is
 * memoised apart from the drop target, which dnd-kit re-renders during every drag.
 */
export const EditorColumn = memo(function EditorColumn({ section, index, position, modules }: Props) {
  const { lang } = useEditorActions();
  const { setNodeRef, isOver } = useDroppable({ id: columnDndId(section, index) });
  return (
    <div ref={setNodeRef} className={styles.column} data-column-index={index} data-over={isOver || undefined}
      role="group" aria-label={editorText(lang, "column_n", { n: index + 1 })}>
      <ColumnList section={section} index={index} position={position} modules={modules} />
    </div>
  );
});

const ColumnList = memo(function ColumnList({ section, index, position, modules }: Props) {
  const { lang } = useEditorActions();
  const items = useMemo(() => modules.map((module) => moduleDndId(module.id)), [modules]);
  return (
    <>
      <SortableContext id={columnDndId(section, index)} items={items} strategy={verticalListSortingStrategy}>
        {modules.map((module) => <EditorModule key={module.id} module={module} />)}
      </SortableContext>
      <p className={`${styles.dropHint} ${canvasStyles.hint}`}>{editorText(lang, "empty_column")}</p>
      <PasteIntoColumn section={section} column={index} sectionPosition={position} length={modules.length} />
    </>
  );
});

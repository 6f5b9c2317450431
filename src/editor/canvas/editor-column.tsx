"use client";
import { memo } from "react";
import type { ContentModule } from "../state/types";
import { columnDndId } from "../dnd/ids";
import { dropMark, useDropGap } from "../dnd/use-drop-gap";
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
 * A column: a place modules drop into (at the gap the drop slot names), its modules, and the
 * paste button when a module is on the clipboard. Memoised on its modules array, which the
 * reducer keeps as it was for every column a change does not touch; during a drag it
 * re-renders only when the drop line enters it, moves in it or leaves it.
 */
export const EditorColumn = memo(function EditorColumn({ section, index, position, modules }: Props) {
  const { lang } = useEditorActions();
  const id = columnDndId(section, index);
  const gap = useDropGap(id, modules.length);
  return (
    <div className={styles.column} data-column-index={index} data-drop-container={id} data-over={gap >= 0 || undefined}
      role="group" aria-label={editorText(lang, "column_n", { n: index + 1 })}>
      {modules.map((module, at) => <EditorModule key={module.id} module={module} drop={dropMark(gap, at, modules.length)} />)}
      <p className={`${styles.dropHint} ${canvasStyles.hint}`}>{editorText(lang, "empty_column")}</p>
      <PasteIntoColumn section={section} column={index} sectionPosition={position} length={modules.length} />
    </div>
  );
});

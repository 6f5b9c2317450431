"use client";
import type { CSSProperties } from "react";
import sectionStyles from "@modules/section/render.module.css";
import { columnDndId } from "../dnd/ids";
import { useDropGap } from "../dnd/use-drop-gap";
import { useEditorActions } from "../editor-context";
import { editorText } from "../i18n";
import { scaleText } from "../clipboard/texts";
import styles from "../editor.module.css";
import canvasStyles from "./canvas.module.css";

/**
 * A page without sections shows where its first one will be: one column to drop a module
 * into. The section itself is made on the first drop (see ensureInitialSection), not on
 * opening the page, so looking at an empty page in edit mode writes nothing.
 */
export function InitialSection({ slug }: { slug: string }) {
  const { lang } = useEditorActions();
  const id = columnDndId(slug, 0);
  const over = useDropGap(id, 0) >= 0;
  return (
    <section aria-label={scaleText(lang, "initial_section")} data-initial-section={slug} className={[sectionStyles.section, styles.section].join(" ")}>
      <div className={sectionStyles.grid}>
        <div className={sectionStyles.column} style={{ "--span": 12 } as CSSProperties}>
          <div className={styles.column} data-drop-container={id} data-over={over || undefined} role="group" aria-label={editorText(lang, "column_n", { n: 1 })}>
            <p className={`${styles.dropHint} ${canvasStyles.hint}`}>{editorText(lang, "empty_column")}</p>
          </div>
        </div>
      </div>
    </section>
  );
}

"use client";
import { memo, type CSSProperties } from "react";
import { LAYOUT_COLUMNS } from "@schemas/rules/section-layout";
import sectionStyles from "@modules/section/render.module.css";
import type { SectionData } from "../state/types";
import { sectionDndId } from "../dnd/ids";
import { DragHandle } from "../dnd/drag-handle";
import { useEditorActions } from "../editor-context";
import { editorText } from "../i18n";
import { announce } from "../clipboard/announce";
import { writeClipboard } from "../clipboard/use-clipboard";
import { scaleText } from "../clipboard/texts";
import { EditorColumn } from "./editor-column";
import { SectionOptions } from "./section-options";
import styles from "../editor.module.css";
import canvasStyles from "./canvas.module.css";

interface Props {
  section: SectionData;
  position: number;
  /** A save of this section is under way (000 §4: section loading by id). */
  busy: boolean;
  /** The drop line of a section drag is drawn before this section, or after it (the last). */
  drop?: "before" | "after";
}

/**
 * A section in edit mode with the section renderer's own classes (background, twelve-column
 * grid), so layout and background changes show before the save answers; its columns take
 * modules. The handle moves it among the page's sections. Memoised: a change elsewhere on the
 * page leaves it alone.
 */
export const EditorSection = memo(function EditorSection({ section, position, busy, drop }: Props) {
  const { lang, run } = useEditorActions();
  const spans = LAYOUT_COLUMNS[section.layout];
  const name = editorText(lang, "section_n", { n: position + 1 });
  const copy = () => {
    if (writeClipboard({ kind: "section", section })) announce(scaleText(lang, "copied_section"));
  };
  return (
    <section aria-label={name} aria-busy={busy || undefined} data-section-id={section.id} data-layout={section.layout} data-drop-item={section.id} data-drop={drop}
      className={[sectionStyles.section, section.extra_class && sectionStyles[section.extra_class], styles.section, busy && canvasStyles.busy].filter(Boolean).join(" ")}>
      <div className={`${styles.sectionBar} ${canvasStyles.bar}`}>
        <DragHandle dndId={sectionDndId(section.id)} label={`${editorText(lang, "move_section")}: ${name}`} />
        <SectionOptions section={section} position={position} />
        <button type="button" className={styles.small} onClick={copy} aria-label={`${scaleText(lang, "copy_section")}: ${name}`}>{scaleText(lang, "copy_section")}</button>
        <button type="button" className={styles.small} onClick={() => void run({ type: "remove-section", id: section.id }).catch(() => undefined)}>
          {editorText(lang, "delete_section")}
        </button>
        {busy && <span className={canvasStyles.spinner} data-section-saving>{scaleText(lang, "saving_section")}</span>}
      </div>
      <div className={sectionStyles.grid}>
        {spans.map((span, index) => (
          <div key={index} className={sectionStyles.column} style={{ "--span": span } as CSSProperties}>
            <EditorColumn section={section.id} index={index} position={position} modules={section.columns[index]?.children ?? EMPTY} />
          </div>
        ))}
      </div>
    </section>
  );
});

const EMPTY: SectionData["columns"][number]["children"] = [];

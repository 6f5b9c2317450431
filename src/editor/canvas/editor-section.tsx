"use client";
import type { CSSProperties } from "react";
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { LAYOUT_COLUMNS } from "../../../modules/section/schema";
import sectionStyles from "../../../modules/section/render.module.css";
import type { SectionData } from "../state/types";
import { sectionDndId } from "../dnd/ids";
import { useEditor } from "../editor-context";
import { editorText } from "../i18n";
import { EditorColumn } from "./editor-column";
import { SectionOptions } from "./section-options";
import styles from "../editor.module.css";

/**
 * A section in edit mode with the section renderer's own classes (background, twelve-column
 * grid), so layout and background changes show before the save answers; its columns are
 * drop targets. The handle sorts it among the page's sections.
 */
export function EditorSection({ section, position }: { section: SectionData; position: number }) {
  const { lang, run } = useEditor();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: sectionDndId(section.id) });
  const spans = LAYOUT_COLUMNS[section.layout];
  const name = editorText(lang, "section_n", { n: position + 1 });
  return (
    <section ref={setNodeRef} aria-label={name} data-section-id={section.id} data-layout={section.layout} data-dragging={isDragging || undefined}
      className={[sectionStyles.section, section.extra_class && sectionStyles[section.extra_class], styles.section].filter(Boolean).join(" ")}
      style={{ transform: CSS.Translate.toString(transform), transition }}>
      <div className={styles.sectionBar}>
        <button type="button" ref={setActivatorNodeRef} className={styles.handle} {...attributes} {...listeners} aria-label={`${editorText(lang, "move_section")}: ${name}`}>⠿</button>
        <SectionOptions section={section} position={position} />
        <button type="button" className={styles.small} onClick={() => void run({ type: "remove-section", id: section.id }).catch(() => undefined)}>
          {editorText(lang, "delete_section")}
        </button>
      </div>
      <div className={sectionStyles.grid}>
        {spans.map((span, index) => (
          <div key={index} className={sectionStyles.column} style={{ "--span": span } as CSSProperties}>
            <EditorColumn section={section.id} index={index} modules={section.columns[index]?.children ?? []} />
          </div>
        ))}
      </div>
    </section>
  );
}

"use client";
import { memo, type CSSProperties } from "react";
import type { DraggableAttributes, DraggableSyntheticListeners } from "@dnd-kit/core";
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { LAYOUT_COLUMNS } from "../../../modules/section/schema";
import sectionStyles from "../../../modules/section/render.module.css";
import type { SectionData } from "../state/types";
import { sectionDndId } from "../dnd/ids";
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
}

/**
 * A section in edit mode with the section renderer's own classes (background, twelve-column
 * grid), so layout and background changes show before the save answers; its columns are
 * drop targets. The handle sorts it among the page's sections. Memoised: a change elsewhere
 * on the page leaves it alone.
 */
export const EditorSection = memo(function EditorSection({ section, position, busy }: Props) {
  const { lang } = useEditorActions();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: sectionDndId(section.id) });
  const name = editorText(lang, "section_n", { n: position + 1 });
  return (
    <section ref={setNodeRef} aria-label={name} aria-busy={busy || undefined} data-section-id={section.id} data-layout={section.layout} data-dragging={isDragging || undefined}
      className={[sectionStyles.section, section.extra_class && sectionStyles[section.extra_class], styles.section, busy && canvasStyles.busy].filter(Boolean).join(" ")}
      style={{ transform: CSS.Translate.toString(transform), transition }}>
      <SectionBody section={section} position={position} busy={busy} attributes={attributes} listeners={listeners} setActivatorNodeRef={setActivatorNodeRef} />
    </section>
  );
});

interface BodyProps extends Props {
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  setActivatorNodeRef: (element: HTMLElement | null) => void;
}

/** The bar and the columns, memoised apart from the sortable wrapper that dnd-kit re-renders during drags. */
const SectionBody = memo(function SectionBody({ section, position, busy, attributes, listeners, setActivatorNodeRef }: BodyProps) {
  const { lang, run } = useEditorActions();
  const spans = LAYOUT_COLUMNS[section.layout];
  const name = editorText(lang, "section_n", { n: position + 1 });
  const copy = () => {
    if (writeClipboard({ kind: "section", section })) announce(scaleText(lang, "copied_section"));
  };
  return (
    <>
      <div className={`${styles.sectionBar} ${canvasStyles.bar}`}>
        <button type="button" ref={setActivatorNodeRef} className={styles.handle} {...attributes} {...listeners} aria-label={`${editorText(lang, "move_section")}: ${name}`}>⠿</button>
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
    </>
  );
});

const EMPTY: SectionData["columns"][number]["children"] = [];

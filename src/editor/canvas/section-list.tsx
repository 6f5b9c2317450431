"use client";
import { Fragment } from "react";
import { useDroppable } from "@dnd-kit/core";
import type { SectionData } from "../state/types";
import { PAGE_DND_ID } from "../dnd/ids";
import { dropMark, useDropGap } from "../dnd/use-drop-gap";
import { EditorSection } from "./editor-section";
import { InsertSection } from "./insert-section";
import styles from "../editor.module.css";

/**
 * The page's sections, and dnd-kit's one drop target: where in it a drag lands is the drop
 * slot (see collision.ts). Its box is its sections' (display: contents); it re-renders with
 * every step of a drag, its memoised sections only when the drop line comes or goes. Between
 * two sections a new one can be inserted.
 */
export function SectionList({ sections, loading }: { sections: SectionData[]; loading: ReadonlySet<string> }) {
  const { setNodeRef } = useDroppable({ id: PAGE_DND_ID });
  const gap = useDropGap(PAGE_DND_ID, sections.length);
  return (
    <div ref={setNodeRef} className={styles.sections} data-drop-container={PAGE_DND_ID}>
      {sections.map((section, position) => (
        <Fragment key={section.id}>
          {position > 0 && <InsertSection position={position} />}
          <EditorSection section={section} position={position} busy={loading.has(section.id)} drop={dropMark(gap, position, sections.length)} />
        </Fragment>
      ))}
    </div>
  );
}

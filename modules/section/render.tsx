import type { ReactNode } from "react";
import type { RenderContext } from "../render-types";
import type { SectionData } from "../registry";
import { Picture } from "@/site/media/picture";
import { LAYOUT_COLUMNS } from "@schemas/rules/section-layout";
import styles from "./render.module.css";

interface Props {
  section: SectionData;
  ctx: RenderContext;
  /** The rendered modules of each column, in layout order. */
  columns: ReactNode[];
}

/** A section: its background, then its columns on a twelve-column grid. */
export function SectionRender({ section, columns }: Props) {
  const spans = LAYOUT_COLUMNS[section.layout];
  return (
    <section
      className={[styles.section, section.extra_class && styles[section.extra_class], section.image && styles.withImage].filter(Boolean).join(" ")}
      data-section-id={section.id}
    >
      {section.image && <Picture image={{ ...section.image, alt: "" }} className={styles.background} sizes="100vw" />}
      <div className={styles.grid}>
        {spans.map((span, index) => (
          <div key={index} className={styles.column} style={{ "--span": span } as React.CSSProperties}>
            {columns[index]}
          </div>
        ))}
      </div>
    </section>
  );
}

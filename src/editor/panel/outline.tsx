"use client";
import { memo, useContext, useId, useRef } from "react";
import type { Locale } from "@schemas/rules/localized";
import { moduleDefinition } from "@modules/registry";
import { EditorStateContext } from "../editor-context";
import { editorText } from "../i18n";
import { focusHandleOf } from "../insert/focus-below-header";
import type { SectionData } from "../state/types";
import { outlineText } from "./outline-text";
import { panelState } from "./panel-state";
import { useDrawnWhenNeeded } from "./use-drawn-when-needed";
import styles from "./side-panel.module.css";

/** Bring a section or module into view below the bar and focus its drag handle; a panel lying over the page steps aside first. */
function go(attribute: "data-section-id" | "data-module-id", id: string) {
  if (!panelState.isWide()) panelState.setOpen(false);
  focusHandleOf(attribute, id);
}

/** One section's entry: memoised, so a change elsewhere on the page leaves it as it is. */
const OutlineSection = memo(function OutlineSection({ lang, section, n }: { lang: Locale; section: SectionData; n: number }) {
  return (
    <li>
      <button type="button" className={styles.outlineSection} data-outline-section={section.id} onClick={() => go("data-section-id", section.id)}>
        {editorText(lang, "section_n", { n })}
      </button>
      <ol className={styles.outlineColumns}>
        {section.columns.map((column, index) => (
          <li key={index}>
            <span className={styles.outlineColumn}>
              {editorText(lang, "column_n", { n: index + 1 })}
              {column.children.length === 0 && ` (${editorText(lang, "outline_column_empty")})`}
            </span>
            {column.children.length > 0 && (
              <ol className={styles.outlineModules}>
                {column.children.map((module) => {
                  const text = outlineText(module);
                  return (
                    <li key={module.id}>
                      <button type="button" className={styles.outlineModule} data-outline-module={module.id} onClick={() => go("data-module-id", module.id)}>
                        <span className={styles.outlineLabel}>{moduleDefinition(module.type).label[lang]}{text && ":"}</span>
                        {text && <span className={styles.outlineText}> {text}</span>}
                      </button>
                    </li>
                  );
                })}
              </ol>
            )}
          </li>
        ))}
      </ol>
    </li>
  );
});

/**
 * The page's sections, their columns and modules as a nested list; each entry brings its
 * section or module into view with its drag handle focused. It reads the state itself, so
 * only the outline follows each change, not the page's memoised sections. Below the palette,
 * it is drawn once it is needed (useDrawnWhenNeeded), not with the editor's opening.
 */
export function Outline({ lang }: { lang: Locale }) {
  const state = useContext(EditorStateContext);
  const id = useId();
  const part = useRef<HTMLDivElement>(null);
  const drawn = useDrawnWhenNeeded(part);
  const sections = state?.sections ?? [];
  return (
    <div ref={part} className={styles.part}>
      <h2 id={`${id}-title`} className={styles.partTitle}>{editorText(lang, "outline")}</h2>
      {drawn && (sections.length === 0 ? <p className={styles.empty}>{editorText(lang, "outline_empty")}</p> : (
        <nav aria-labelledby={`${id}-title`} data-editor-outline="">
          <ol className={styles.outline}>
            {sections.map((section, index) => <OutlineSection key={section.id} lang={lang} section={section} n={index + 1} />)}
          </ol>
        </nav>
      ))}
    </div>
  );
}

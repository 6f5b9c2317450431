"use client";
import { memo, useId, useState } from "react";
import { fitColumns } from "@modules/section/fit-columns";
import { LAYOUTS, type Layout } from "@schemas/rules/section-layout";
import { useEditorActions } from "../editor-context";
import { editorText } from "../i18n";
import { focusHandleOf } from "../insert/focus-below-header";
import styles from "../editor.module.css";
import canvasStyles from "./canvas.module.css";

/**
 * "Insert section here" between two sections: opens a choice of layout, and the new section
 * is saved at this place (the section API takes a position). The new section's handle gets
 * the focus, so the keyboard goes on from there.
 */
export const InsertSection = memo(function InsertSection({ position }: { position: number }) {
  const { lang, run } = useEditorActions();
  const [open, setOpen] = useState(false);
  const [layout, setLayout] = useState<Layout>("100");
  const id = useId();
  const after = editorText(lang, "insert_section_after", { n: position });
  const insert = () => {
    const section = { id: crypto.randomUUID(), type: "section" as const, layout, extra_class: "" as const, columns: fitColumns([], layout) };
    setOpen(false);
    focusHandleOf("data-section-id", section.id);
    void run({ type: "add-section", position, section }).catch(() => undefined);
  };
  return (
    <div className={canvasStyles.insertRow} data-insert-section={position} data-open={open || undefined}>
      <button type="button" className={canvasStyles.insert} aria-expanded={open} aria-controls={open ? id : undefined}
        aria-label={`${editorText(lang, "insert_section_here")} (${after})`} onClick={() => setOpen((value) => !value)}>
        {editorText(lang, "insert_section_here")}
      </button>
      {open && (
        <div id={id} className={canvasStyles.insertChoice} role="group" aria-label={`${editorText(lang, "insert_section_here")} (${after})`}>
          <label className={styles.inline}>
            <span>{editorText(lang, "insert_section_layout")}</span>
            <select value={layout} onChange={(event) => setLayout(LAYOUTS.find((value) => value === event.target.value) ?? "100")}>
              {LAYOUTS.map((value) => <option key={value} value={value}>{value}</option>)}
            </select>
          </label>
          <button type="button" className={styles.primary} onClick={insert}>{editorText(lang, "insert_section_confirm")}</button>
        </div>
      )}
    </div>
  );
});

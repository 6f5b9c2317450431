"use client";
import { useState } from "react";
import { fitColumns } from "../../../modules/section/fit-columns";
import { LAYOUTS, type Layout } from "../../../modules/section/schema";
import { useEditor } from "../editor-context";
import { editorText } from "../i18n";
import styles from "../editor.module.css";

/** Add a section with one of the six layouts at the end of the page. */
export function AddSection() {
  const { lang, state, run } = useEditor();
  const [layout, setLayout] = useState<Layout>("100");
  const add = () =>
    void run({
      type: "add-section",
      position: state.sections.length,
      section: { id: crypto.randomUUID(), type: "section", layout, extra_class: "", columns: fitColumns([], layout) },
    }).catch(() => undefined);
  return (
    <div className={styles.addSection}>
      <label className={styles.inline}>
        <span>{lang === "de" ? "Spalten" : "Columns"}</span>
        <select value={layout} onChange={(event) => setLayout(LAYOUTS.find((value) => value === event.target.value) ?? "100")}>
          {LAYOUTS.map((value) => <option key={value} value={value}>{value}</option>)}
        </select>
      </label>
      <button type="button" className={styles.primary} onClick={add}>{editorText(lang, "add_section")}</button>
    </div>
  );
}

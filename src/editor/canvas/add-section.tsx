"use client";
import { useContext, useState } from "react";
import { moduleDefinition } from "@modules/registry";
import { fitColumns } from "@modules/section/fit-columns";
import { LAYOUTS, type Layout } from "@schemas/rules/section-layout";
import { EditorStateContext, useEditorActions } from "../editor-context";
import { editorText } from "../i18n";
import { freshSection, sectionOf } from "../clipboard/clipboard";
import { announce } from "../clipboard/announce";
import { useClipboard } from "../clipboard/use-clipboard";
import { scaleText } from "../clipboard/texts";
import type { SectionData } from "../state/types";
import styles from "../editor.module.css";
import canvasStyles from "./canvas.module.css";

/**
 * Add a section with one of the six layouts at the end of the page, or paste the copied
 * section (or the copied module as a one-column section) there.
 */
export function AddSection() {
  const { lang, run } = useEditorActions();
  const count = useContext(EditorStateContext)?.sections.length ?? 0;
  const clipboard = useClipboard();
  const [layout, setLayout] = useState<Layout>("100");
  const addAtEnd = (section: SectionData) => run({ type: "add-section", position: count, section });
  const add = () => void addAtEnd({ id: crypto.randomUUID(), type: "section", layout, extra_class: "", columns: fitColumns([], layout) }).catch(() => undefined);
  const paste = () => {
    if (!clipboard) return;
    const section = clipboard.kind === "section" ? freshSection(clipboard.section) : sectionOf(clipboard.module);
    void addAtEnd(section).then(() => announce(scaleText(lang, "pasted"))).catch(() => undefined);
  };
  const pasteLabel = clipboard?.kind === "section"
    ? scaleText(lang, "paste_section")
    : clipboard && scaleText(lang, "paste_module_section", { label: moduleDefinition(clipboard.module.type).label[lang] });
  return (
    <>
      <div className={styles.addSection}>
        <label className={styles.inline}>
          <span>{editorText(lang, "section_layout")}</span>
          <select value={layout} onChange={(event) => setLayout(LAYOUTS.find((value) => value === event.target.value) ?? "100")}>
            {LAYOUTS.map((value) => <option key={value} value={value}>{value}</option>)}
          </select>
        </label>
        <button type="button" className={styles.primary} onClick={add}>{editorText(lang, "add_section")}</button>
      </div>
      {pasteLabel && (
        <div className={canvasStyles.pasteRow}>
          <button type="button" className={canvasStyles.paste} onClick={paste} data-paste-section>{pasteLabel}</button>
        </div>
      )}
    </>
  );
}

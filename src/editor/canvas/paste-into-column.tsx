"use client";
import { moduleDefinition } from "@modules/registry";
import { useEditorActions } from "../editor-context";
import { editorText } from "../i18n";
import { freshModule } from "../clipboard/clipboard";
import { announce } from "../clipboard/announce";
import { useClipboard } from "../clipboard/use-clipboard";
import { scaleText } from "../clipboard/texts";
import styles from "./canvas.module.css";

interface Props {
  section: string;
  column: number;
  sectionPosition: number;
  /** How many modules the column holds: the pasted one goes to its end. */
  length: number;
}

/** "Paste Headline into Section 2, Column 1": the copied module, with a new id, at the column's end. */
export function PasteIntoColumn({ section, column, sectionPosition, length }: Props) {
  const { lang, run } = useEditorActions();
  const clipboard = useClipboard();
  if (clipboard?.kind !== "module") return null;
  const label = moduleDefinition(clipboard.module.type).label[lang];
  const target = `${editorText(lang, "section_n", { n: sectionPosition + 1 })}, ${editorText(lang, "column_n", { n: column + 1 })}`;
  const paste = () =>
    void run({ type: "add-module", section, column, position: length, module: freshModule(clipboard.module) })
      .then(() => announce(scaleText(lang, "pasted")))
      .catch(() => undefined);
  return (
    <button type="button" className={styles.paste} onClick={paste} data-paste-module>
      {scaleText(lang, "paste_into", { label, target })}
    </button>
  );
}

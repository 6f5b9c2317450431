"use client";
import { useCallback, useEffect, useRef } from "react";
import { useEditor } from "../editor-context";
import { editorText } from "../i18n";
import { useUndoShortcuts } from "./use-undo-shortcuts";
import { BarIcon } from "./bar-icon";
import styles from "./top-bar.module.css";

type Command = "undo" | "redo";

/**
 * Undo and redo, as buttons and as Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z and Ctrl+Y. Each is disabled
 * when there is nothing to undo or redo; what happened is announced by the editor's alert.
 * Icons in the slim bar: the name is their text for assistive technology, the title for a mouse.
 */
export function HistoryButtons() {
  const { lang, state, run } = useEditor();
  const canUndo = state.past.length > 0;
  const canRedo = state.future.length > 0;
  const undoButton = useRef<HTMLButtonElement>(null);
  const redoButton = useRef<HTMLButtonElement>(null);
  const pressed = useRef<Command | null>(null);
  const command = useCallback((type: Command) => void run({ type }).catch(() => undefined), [run]);
  useUndoShortcuts(command);

  // A pressed button that has nothing left to do is disabled and would drop the focus to the
  // page's start (WCAG 2.4.3): the other one takes it, which can now take the step back.
  useEffect(() => {
    const focused = document.activeElement;
    const lost = (button: HTMLButtonElement | null) => focused === button || focused === document.body || focused === null;
    if (pressed.current === "undo" && !canUndo && lost(undoButton.current)) redoButton.current?.focus();
    if (pressed.current === "redo" && !canRedo && lost(redoButton.current)) undoButton.current?.focus();
    pressed.current = null;
  }, [canUndo, canRedo]);

  const press = (type: Command) => {
    pressed.current = type;
    command(type);
  };
  return (
    <>
      <button ref={undoButton} type="button" className={styles.iconButton} disabled={!canUndo} aria-keyshortcuts="Control+Z Meta+Z" onClick={() => press("undo")}
        title={editorText(lang, "undo")}>
        <BarIcon name="undo" /><span className="visually-hidden">{editorText(lang, "undo")}</span>
      </button>
      <button ref={redoButton} type="button" className={styles.iconButton} disabled={!canRedo} aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
        onClick={() => press("redo")} title={editorText(lang, "redo")}>
        <BarIcon name="redo" /><span className="visually-hidden">{editorText(lang, "redo")}</span>
      </button>
    </>
  );
}

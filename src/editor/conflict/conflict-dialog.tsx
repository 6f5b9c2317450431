"use client";
import { useEffect, useRef } from "react";
import type { Locale } from "@schemas/rules/localized";
import { editorText } from "../i18n";
import { canApplyOnTop, type Conflict } from "./use-conflict";
import styles from "../editor.module.css";

interface Props {
  lang: Locale;
  conflict: Conflict | null;
  busy: boolean;
  onReload: () => void;
  onApply: () => void;
}

/**
 * Says that a colleague changed a section since this editor saw it, and by whom, and offers
 * to reload it or to apply the own change on top. A refused undo says it was not done and
 * offers only the reload. Escape reloads: the page then shows what is saved.
 */
export function ConflictDialog({ lang, conflict, busy, onReload, onApply }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (conflict && element && !element.open) element.showModal();
    if (!conflict && element?.open) element.close();
  }, [conflict]);

  const { answer } = conflict ?? {};
  const undo = conflict?.action.type === "undo" || conflict?.action.type === "redo";
  const name = answer?.changed_by ?? editorText(lang, "conflict_someone");
  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby="editor-conflict-title" aria-describedby="editor-conflict-text"
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onReload();
      }} data-conflict-dialog="">
      {conflict && answer && (
        <div className={styles.form}>
          <h2 id="editor-conflict-title">{editorText(lang, "conflict_title")}</h2>
          <div id="editor-conflict-text">
            <p>{answer.section === null ? editorText(lang, "conflict_deleted") : editorText(lang, "conflict_changed", { name })}</p>
            {undo && <p>{editorText(lang, "conflict_undo")}</p>}
          </div>
          <div className={styles.actions}>
            <button type="button" className={styles.primary} onClick={onReload} disabled={busy}>{editorText(lang, "conflict_reload")}</button>
            {canApplyOnTop(conflict) && (
              <button type="button" className={styles.secondary} onClick={onApply} disabled={busy}>{editorText(lang, "conflict_apply")}</button>
            )}
          </div>
        </div>
      )}
    </dialog>
  );
}

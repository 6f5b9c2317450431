"use client";
import { useId, useLayoutEffect, useRef } from "react";
import type { Locale } from "@schemas/rules/localized";
import { editorText } from "../i18n";
import styles from "../editor.module.css";

/**
 * "Discard changes?" over a module form with unsaved changes. Keeping on editing is the
 * first choice and has the focus; Escape keeps editing as well.
 */
export function DiscardDialog({ lang, onKeep, onDiscard }: { lang: Locale; onKeep: () => void; onDiscard: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const id = useId();
  useLayoutEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    keep.current?.focus();
    return () => element?.close();
  }, []);
  return (
    <dialog ref={dialog} role="alertdialog" className={styles.dialog} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} data-discard-dialog=""
      onCancel={(event) => {
        event.preventDefault();
        onKeep();
      }}>
      <h2 id={`${id}-title`}>{editorText(lang, "form_discard_title")}</h2>
      <p id={`${id}-text`}>{editorText(lang, "form_discard_text")}</p>
      <div className={styles.actions}>
        <button type="button" ref={keep} className={styles.primary} onClick={onKeep}>{editorText(lang, "form_discard_keep")}</button>
        <button type="button" className={styles.secondary} onClick={onDiscard}>{editorText(lang, "form_discard")}</button>
      </div>
    </dialog>
  );
}

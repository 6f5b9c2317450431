"use client";
import { useId, useState } from "react";
import type { Locale } from "@schemas/rules/localized";
import { editorText } from "@/editor/i18n";
import type { LinkChoice } from "./rich-text-value";
import styles from "./widgets.module.css";

interface Props {
  lang: Locale;
  initial: LinkChoice;
  valid: (href: string) => boolean;
  onApply: (choice: LinkChoice) => void;
  onRemove: () => void;
  onCancel: () => void;
}

/** The link form under the toolbar: address and the manual open-in-new-window option. */
export function LinkForm({ lang, initial, valid, onApply, onRemove, onCancel }: Props) {
  const id = useId();
  const [href, setHref] = useState(initial.href);
  const [newWindow, setNewWindow] = useState(initial.newWindow);
  const [error, setError] = useState(false);
  const apply = () => {
    if (!valid(href)) return setError(true);
    onApply({ href, newWindow });
  };
  // A div, not a nested <form>: the modal's form would be submitted by Enter otherwise.
  return (
    <div className={styles.linkForm} role="group" aria-label={editorText(lang, "link")}>
      <label htmlFor={`${id}-href`}>{editorText(lang, "link_address")}</label>
      <input
        id={`${id}-href`}
        type="text"
        inputMode="url"
        value={href}
        autoFocus
        aria-invalid={error || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => { setHref(event.target.value); setError(false); }}
        onKeyDown={(event) => {
          if (event.key === "Enter") { event.preventDefault(); apply(); }
          if (event.key === "Escape") { event.preventDefault(); event.stopPropagation(); onCancel(); }
        }}
      />
      {error && <p id={`${id}-error`} className={styles.error}>{editorText(lang, "link_invalid")}</p>}
      <label className={styles.check}>
        <input type="checkbox" checked={newWindow} onChange={(event) => setNewWindow(event.target.checked)} />
        {editorText(lang, "new_window")}
      </label>
      <div className={styles.row}>
        <button type="button" className={styles.tool} onClick={apply}>{editorText(lang, "link_apply")}</button>
        {initial.href && <button type="button" className={styles.tool} onClick={onRemove}>{editorText(lang, "link_remove")}</button>}
        <button type="button" className={styles.tool} onClick={onCancel}>{editorText(lang, "cancel")}</button>
      </div>
    </div>
  );
}

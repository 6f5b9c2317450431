"use client";
import { useState, type FormEvent } from "react";
import type { PageVersionListItem } from "@schemas/api/editor";
import { EditorApiError } from "../api/editor-api";
import { useEditorActions } from "../editor-context";
import { editorText } from "../i18n";
import { versionName } from "./version-name";
import styles from "../editor.module.css";

interface Props {
  version: PageVersionListItem;
  /** The version's time as the list shows it: names the button among the others. */
  time: string;
  onSaved: () => void;
}

/**
 * A version's name (version-name.ts) and the button that changes it: it opens a small form
 * in place; an empty name takes the name away again.
 */
export function VersionLabel({ version, time, onSaved }: Props) {
  const { lang, pageId, api } = useEditorActions();
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const label = String(new FormData(event.currentTarget).get("label") ?? "");
    try {
      await api("PATCH", `pages/${pageId}/versions/${version.id}/`, { label });
      setEditing(false);
      setError(null);
      onSaved();
    } catch (caught) {
      const messages = caught instanceof EditorApiError ? Object.values(caught.fieldErrors).flat() : [];
      setError(messages.join(" ") || editorText(lang, "save_failed"));
    }
  }

  return (
    <>
      <span data-version-label="">{versionName(version, lang)}</span>
      {editing ? (
        <form onSubmit={submit} className={styles.versionLabelForm}>
          <label>
            <span>{editorText(lang, "version_label")}</span>
            <input name="label" defaultValue={version.label ?? ""} maxLength={120} autoFocus aria-invalid={error ? true : undefined} />
          </label>
          <button type="submit" className={styles.secondary}>{editorText(lang, "version_label_save")}</button>
          <button type="button" className={styles.secondary} onClick={() => setEditing(false)}>{editorText(lang, "cancel")}</button>
          {error && <p role="alert" className={styles.fieldError}>{error}</p>}
        </form>
      ) : (
        <button type="button" className={styles.secondary} onClick={() => setEditing(true)} aria-label={editorText(lang, "version_name", { time })}>{editorText(lang, "version_name_short")}</button>
      )}
    </>
  );
}

"use client";
import { useId, useLayoutEffect, useRef, useState, type FormEvent } from "react";
import { toBerlinWallTime, type PublishingStatus } from "@schemas/api/publishing";
import type { Locale } from "@schemas/rules/localized";
import { EditorApiError } from "../api/editor-api";
import { editorText } from "../i18n";
import styles from "../editor.module.css";

interface Props {
  lang: Locale;
  status: PublishingStatus | null;
  /** The header's publishing call; a 400 is thrown back for the field's message. */
  act: (method: "POST" | "PUT" | "DELETE", path: string, extra?: Record<string, unknown>) => Promise<boolean>;
  onClose: () => void;
}

/**
 * The publish dialog: publish now, or plan it for a date and time in Europe/Berlin (what a
 * museum's editors mean by a time, wherever their browser is), or drop a plan.
 */
export function PublishDialog({ lang, status, act, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [fieldError, setFieldError] = useState<string | null>(null);
  useLayoutEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  // Closed either way: a refusal is told in the header, where its reload offer is.
  const publishNow = async () => {
    await act("POST", "publishing/publish/");
    onClose();
  };

  const schedule = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const publishAt = String(new FormData(event.currentTarget).get("publish_at") ?? "");
    try {
      if (await act("PUT", "publishing/schedule/", { publish_at: publishAt })) onClose();
    } catch (caught) {
      const messages = caught instanceof EditorApiError ? Object.values(caught.fieldErrors).flat() : [];
      setFieldError(messages.join(" ") || editorText(lang, "publish_failed"));
    }
  };

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={`${id}-title`} data-publish-dialog=""
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}>
      <div className={styles.form}>
        <h2 id={`${id}-title`}>{editorText(lang, "publish_title")}</h2>
        <p className={styles.help}>{editorText(lang, "publish_help")}</p>
        {status?.other_languages.has_changes && <p className={styles.help} data-publish-others="">{editorText(lang, "publish_other_changes")}</p>}
        <button type="button" onClick={() => void publishNow()}>{editorText(lang, "publish_now")}</button>
        <form className={styles.form} onSubmit={(event) => void schedule(event)} noValidate>
          <div className={styles.field}>
            <label htmlFor={`${id}-at`}>{editorText(lang, "publish_at")}</label>
            <input id={`${id}-at`} name="publish_at" type="datetime-local" required
              defaultValue={status?.publish_at ? toBerlinWallTime(new Date(status.publish_at)) : ""}
              aria-invalid={fieldError ? true : undefined} aria-describedby={fieldError ? `${id}-error` : undefined} />
            {fieldError && <p id={`${id}-error`} className={styles.fieldError}>{fieldError}</p>}
          </div>
          <button type="submit" className={styles.secondary}>{editorText(lang, "schedule")}</button>
        </form>
        {status?.publish_at && (
          <button type="button" className={styles.secondary} onClick={() => void act("DELETE", "publishing/schedule/").then((done) => done && onClose())}>
            {editorText(lang, "schedule_cancel")}
          </button>
        )}
        <button type="button" className={styles.secondary} onClick={onClose}>{editorText(lang, "close")}</button>
      </div>
    </dialog>
  );
}

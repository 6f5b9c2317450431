"use client";
import { useId, useRef, useState } from "react";
import type { Locale } from "@schemas/rules/localized";
import { dashboardCall } from "./dashboard-call";
import { entityText } from "./entity-text";
import { dashboardText } from "./text";
import styles from "./dashboard.module.css";

interface Props {
  lang: Locale;
  /** DELETE /{lang}/dashboard-api/{key}/{id}/ */
  url: string;
  name: string;
  /** The list, where a deleted entry is gone. */
  next: string;
  /** The confirmation's question where more goes with the entry than its own sections (a form's submissions). */
  question?: string;
}

/**
 * Delete an entity after a modal confirmation (a native <dialog>: focus moves in, Escape
 * cancels, focus returns to the button). While other content uses it the server refuses and
 * names what uses it; that message is announced next to the button.
 */
export function EntityDelete({ lang, url, name, next, question }: Props) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);

  const act = async () => {
    setBusy(true);
    const outcome = await dashboardCall("DELETE", url);
    setBusy(false);
    dialog.current?.close();
    if (outcome.kind === "done") window.location.assign(next);
    else if (outcome.kind === "invalid" || outcome.kind === "failed") setMessage(outcome.kind === "failed" && outcome.detail ? outcome.detail : entityText(lang, "delete_failed"));
    else setMessage(dashboardText(lang, outcome.kind));
  };

  const label = entityText(lang, "delete_named", { name });
  return (
    <div className={styles.action}>
      <button type="button" className={styles.danger} disabled={busy} aria-haspopup="dialog" onClick={() => dialog.current?.showModal()}>{label}</button>
      <p role="alert" className={styles.error}>{message}</p>
      <dialog ref={dialog} className={styles.dialog} aria-labelledby={`${id}-q`}>
        <p id={`${id}-q`}>{question ?? entityText(lang, "delete_question", { name })}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.danger} disabled={busy} onClick={() => void act()}>{entityText(lang, busy ? "deleting" : "delete")}</button>
          <button type="button" className={styles.secondary} onClick={() => dialog.current?.close()}>{entityText(lang, "cancel")}</button>
        </div>
      </dialog>
    </div>
  );
}

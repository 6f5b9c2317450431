"use client";
import { useId, useRef, useState } from "react";
import type { Locale } from "@schemas/rules/localized";
import { dashboardCall } from "./dashboard-call";
import { dashboardText } from "./text";
import styles from "./dashboard.module.css";

interface Props {
  lang: Locale;
  /** The button's text, naming what it acts on ("Move “Visit” to the trash"). */
  label: string;
  method: "POST" | "PATCH" | "DELETE";
  url: string;
  /** The JSON body of the call, if it has one (a settings change). */
  body?: unknown;
  /** Asked in a modal dialog before the call; without it the button acts at once. */
  question?: string;
  danger?: boolean;
}

/**
 * Once done: go to `next` (the list again, so it shows the change), or stay and announce what
 * `announce` makes of the answer (an action that changes nothing shown, like ending sessions).
 */
type Then = { next: string; announce?: never } | { announce: (body: unknown) => string; next?: never };

/**
 * One action on a row (move to the trash, restore, delete for good): an optional modal
 * confirmation (a native <dialog>: focus moves in, Escape cancels, focus returns), then the
 * call; the outcome is announced, and on success the page reloads at `next`.
 */
export function ConfirmAction({ lang, label, method, url, body, question, next, announce, danger }: Props & Then) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [status, setStatus] = useState<{ text: string; done: boolean }>({ text: "", done: false });
  const [busy, setBusy] = useState(false);

  const act = async () => {
    setBusy(true);
    const outcome = await dashboardCall(method, url, body);
    setBusy(false);
    dialog.current?.close();
    if (outcome.kind === "done" && announce) setStatus({ text: announce(outcome.body), done: true });
    else if (outcome.kind === "done") window.location.assign(next!);
    else setStatus({ text: dashboardText(lang, outcome.kind === "invalid" ? "failed" : outcome.kind), done: false });
  };

  return (
    <span className={styles.action}>
      <button type="button" className={danger ? styles.danger : styles.secondary} disabled={busy}
        aria-haspopup={question ? "dialog" : undefined} onClick={() => (question ? dialog.current?.showModal() : void act())}>
        {label}
      </button>
      <span role="status" className={status.done ? styles.status : styles.error}>{status.text}</span>
      {question && (
        <dialog ref={dialog} className={styles.dialog} aria-labelledby={`${id}-q`}>
          <p id={`${id}-q`}>{question}</p>
          <div className={styles.actions}>
            <button type="button" className={danger ? styles.danger : styles.button} disabled={busy} onClick={() => void act()}>{label}</button>
            <button type="button" className={styles.secondary} onClick={() => dialog.current?.close()}>{dashboardText(lang, "cancel")}</button>
          </div>
        </dialog>
      )}
    </span>
  );
}

"use client";
import { useId, useRef, useState } from "react";
import { endedSessionsSchema } from "@schemas/api/sessions";
import type { Locale } from "@schemas/rules/localized";
import { dashboardCall } from "./dashboard-call";
import { dashboardText } from "./text";
import styles from "./dashboard.module.css";

/** How many other sessions ended, as a sentence. */
function endedText(lang: Locale, ended: number): string {
  if (ended === 0) return dashboardText(lang, "sessions_none");
  return ended === 1 ? dashboardText(lang, "sessions_one") : dashboardText(lang, "sessions_many", { number: ended });
}

/**
 * The editor logs out on every other device (a shared computer, a lost laptop) after a modal
 * question (a native <dialog>, as ConfirmAction's); the answer says on how many. This browser
 * stays logged in.
 */
export function OtherSessions({ lang }: { lang: Locale }) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [status, setStatus] = useState("");
  const [busy, setBusy] = useState(false);

  const act = async () => {
    setBusy(true);
    const outcome = await dashboardCall("DELETE", `/${lang}/pageeditor-api/sessions/others`);
    setBusy(false);
    dialog.current?.close();
    const answer = outcome.kind === "done" ? endedSessionsSchema.safeParse(outcome.body) : null;
    if (answer?.success) setStatus(endedText(lang, answer.data.ended));
    else setStatus(dashboardText(lang, outcome.kind === "session_ended" || outcome.kind === "forbidden_save" ? outcome.kind : "sessions_failed"));
  };

  return (
    <>
      <p>{dashboardText(lang, "sessions_intro")}</p>
      <div className={styles.action}>
        <button type="button" className={styles.secondary} disabled={busy} aria-haspopup="dialog" onClick={() => dialog.current?.showModal()}>
          {dashboardText(lang, "sessions_end")}
        </button>
        <p role="status" className={styles.status}>{status}</p>
      </div>
      <dialog ref={dialog} className={styles.dialog} aria-labelledby={`${id}-q`}>
        <p id={`${id}-q`}>{dashboardText(lang, "sessions_question")}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.button} disabled={busy} onClick={() => void act()}>{dashboardText(lang, "sessions_end")}</button>
          <button type="button" className={styles.secondary} onClick={() => dialog.current?.close()}>{dashboardText(lang, "cancel")}</button>
        </div>
      </dialog>
    </>
  );
}

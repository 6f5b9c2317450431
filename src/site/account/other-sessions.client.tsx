"use client";

import { useId, useRef, useState } from "react";
import type { Locale } from "@schemas/rules/localized";
import { endOtherSessions } from "./account-api";
import { fill, type AccountTexts } from "./account-texts";
import styles from "./account.module.css";

type State = { step: "start" | "ask" | "sending" } | { step: "done"; ended: number } | { step: "error" };

/**
 * Log out on every other device (a shared computer, a lost phone) after a question asked in
 * place; the answer says on how many devices. This browser stays logged in.
 */
export function OtherSessions({ lang, texts }: { lang: Locale; texts: AccountTexts }) {
  const id = useId();
  const [state, setState] = useState<State>({ step: "start" });
  const question = useRef<HTMLDivElement>(null);
  const outcome = useRef<HTMLDivElement>(null);
  const start = useRef<HTMLButtonElement>(null);
  const settings = texts.settings;

  const ask = () => {
    setState({ step: "ask" });
    requestAnimationFrame(() => question.current?.focus());
  };
  const cancel = () => {
    setState({ step: "start" });
    requestAnimationFrame(() => start.current?.focus());
  };
  const send = async () => {
    setState({ step: "sending" });
    const result = await endOtherSessions(lang);
    setState(result.ok ? { step: "done", ended: result.value.ended } : { step: "error" });
    requestAnimationFrame(() => outcome.current?.focus());
  };

  const ended = state.step === "done" ? state.ended : 0;
  const endedText = fill(ended === 0 ? settings.sessions_ended.none : ended === 1 ? settings.sessions_ended.one : settings.sessions_ended.other, { count: ended });
  return (
    <>
      <p>{settings.sessions_intro}</p>
      <div ref={outcome} tabIndex={-1} role={state.step === "error" ? "alert" : "status"}
        className={state.step === "done" ? styles.status : state.step === "error" ? styles.errorSummary : undefined}>
        {state.step === "done" && <p>{endedText}</p>}
        {state.step === "error" && <p className={styles.errorTitle}>{texts.failed}</p>}
      </div>
      {state.step === "ask" || state.step === "sending" ? (
        <div ref={question} tabIndex={-1} role="group" aria-labelledby={`${id}-question`} className={styles.form}>
          <p id={`${id}-question`}>{settings.sessions_question}</p>
          <button type="button" className={styles.button} disabled={state.step === "sending"} onClick={() => void send()}>
            {state.step === "sending" ? texts.sending : settings.sessions_confirm}
          </button>
          <button type="button" className={styles.button} disabled={state.step === "sending"} onClick={cancel}>{settings.sessions_cancel}</button>
        </div>
      ) : (
        <button ref={start} type="button" className={styles.button} onClick={ask}>{settings.sessions_submit}</button>
      )}
    </>
  );
}

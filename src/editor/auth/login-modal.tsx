"use client";
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import type { Locale } from "@schemas/rules/localized";
import type { AuthGate } from "../api/auth-gate";
import { editorText } from "../i18n";
import styles from "../editor.module.css";

/**
 * The login modal (000 §6): opens when an editor call answered 401, or when the edit route or
 * the dashboard found no session (`expired` when there was one: only then does the help text
 * say it ended). A successful POST {lang}/pageeditor-api/login releases the calls that were
 * waiting, which are then sent again.
 */
interface Props {
  lang: Locale;
  gate: AuthGate;
  forceOpen?: boolean;
  /** A 401 while editing always means the session ended; a first login says nothing of the kind. */
  expired?: boolean;
  onLoggedIn?: () => void;
}

export function LoginModal({ lang, gate, forceOpen = false, expired = true, onLoggedIn }: Props) {
  const waiting = useSyncExternalStore(gate.subscribe, gate.isOpen, () => false);
  const open = forceOpen || waiting;
  const dialog = useRef<HTMLDialogElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (open && element && !element.open) element.showModal();
    if (!open && element?.open) element.close();
  }, [open]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const response = await fetch(`/${lang}/pageeditor-api/login`, {
        method: "POST",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ username: form.get("username"), password: form.get("password") }),
      });
      const body = (await response.json().catch(() => null)) as { errors?: Record<string, string[]>; retry_after?: number } | null;
      if (response.ok) {
        gate.loggedIn();
        onLoggedIn?.();
      } else if (response.status === 429) setError(editorText(lang, "too_many", { seconds: body?.retry_after ?? 60 }));
      else setError(Object.values(body?.errors ?? {}).flat().join(" ") || editorText(lang, "save_failed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby="editor-login-title" onCancel={(event) => event.preventDefault()}>
      <form onSubmit={submit} className={styles.form}>
        <h2 id="editor-login-title">{editorText(lang, "login_title")}</h2>
        <p>{editorText(lang, expired ? "login_help" : "login_first")}</p>
        <label className={styles.field}>
          <span>{editorText(lang, "login_username")}</span>
          <input name="username" autoComplete="username" required />
        </label>
        <label className={styles.field}>
          <span>{editorText(lang, "login_password")}</span>
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        {error && <p className={styles.fieldError} role="alert">{error}</p>}
        <div className={styles.actions}>
          <button type="submit" className={styles.primary} disabled={busy}>{editorText(lang, "login_submit")}</button>
        </div>
      </form>
    </dialog>
  );
}

"use client";
import { useId, useState, type FormEvent } from "react";
import type { Locale } from "@schemas/rules/localized";
import type { FieldErrors } from "@schemas/rules/messages";
import { newPasswordSchema } from "@schemas/entities/user-admin";
import { fieldMetaOf } from "@schemas/rules/field-shape";
import { dashboardCall } from "./dashboard-call";
import { dashboardText } from "./text";
import { userAdminText } from "./user-admin-text";
import styles from "./dashboard.module.css";
import { useHydrated } from "@/site/use-hydrated";

const NAMES = ["password", "password_confirm"] as const;

/** The editor's own new password in place of the one-time password; once saved, the page opens. */
export function PasswordChangeForm({ lang }: { lang: Locale }) {
  const hydrated = useHydrated();
  const id = useId();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState("");
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const body = Object.fromEntries(NAMES.map((name) => [name, String(data.get(name) ?? "")]));
    setBusy(true);
    const outcome = await dashboardCall("POST", `/${lang}/dashboard-api/password/`, body);
    setBusy(false);
    if (outcome.kind === "done") {
      window.location.reload();
      return;
    }
    setErrors(outcome.kind === "invalid" ? outcome.errors : {});
    setStatus(dashboardText(lang, outcome.kind === "invalid" ? "check_fields" : outcome.kind));
    const first = outcome.kind === "invalid" ? NAMES.find((name) => outcome.errors[name]) : undefined;
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  };

  return (
    <form onSubmit={(event) => void submit(event)} className={styles.form} noValidate>
      {NAMES.map((name) => {
        const error = errors[name]?.join(" ");
        return (
          <div key={name} className={styles.field}>
            <label htmlFor={`${id}-${name}`}>{fieldMetaOf(newPasswordSchema.shape[name])?.meta.label[lang] ?? name}</label>
            <input id={`${id}-${name}`} name={name} type="password" autoComplete="new-password" required minLength={10}
              aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-${name}-error` : undefined} />
            {error && <p id={`${id}-${name}-error`} className={styles.fieldError}>{error}</p>}
          </div>
        );
      })}
      <div className={styles.bar}>
        <button type="submit" className={styles.button} disabled={busy || !hydrated}>{busy ? dashboardText(lang, "saving") : userAdminText(lang, "password_save")}</button>
        <p role="status" className={styles.error}>{status}{errors._root && ` ${errors._root.join(" ")}`}</p>
      </div>
    </form>
  );
}

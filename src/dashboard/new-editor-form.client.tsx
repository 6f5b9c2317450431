"use client";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import type { Locale } from "@schemas/rules/localized";
import type { FieldErrors } from "@schemas/rules/messages";
import { newEditorSchema } from "@schemas/entities/user-admin";
import { fieldMetaOf } from "@schemas/rules/field-shape";
import { dashboardCall } from "./dashboard-call";
import { dashboardText } from "./text";
import { userAdminText } from "./user-admin-text";
import styles from "./dashboard.module.css";
import { useHydrated } from "@/site/use-hydrated";

const NAMES = ["username", "email", "first_name", "last_name", "role"] as const;
const TYPES: Record<(typeof NAMES)[number], string> = { username: "text", email: "email", first_name: "text", last_name: "text", role: "select" };

interface Created { account: { username: string }; password: string }

/**
 * An admin creates an editor account. The server answers the one-time password once: it is
 * shown here (focus moves to it) and nowhere else; the list below refreshes around it.
 */
export function NewEditorForm({ lang }: { lang: Locale }) {
  const hydrated = useHydrated();
  const id = useId();
  const router = useRouter();
  const shown = useRef<HTMLElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState("");
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<Created | null>(null);
  // Once the password shows, focus moves to it, so a screen reader reads it out at once.
  useEffect(() => shown.current?.focus(), [created]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const body = Object.fromEntries(NAMES.map((name) => [name, String(data.get(name) ?? "").trim()]));
    setBusy(true);
    const outcome = await dashboardCall("POST", `/${lang}/dashboard-api/users/`, body);
    setBusy(false);
    if (outcome.kind === "done") {
      form.reset();
      setErrors({});
      setStatus("");
      setCreated(outcome.body as Created);
      router.refresh();
      return;
    }
    setErrors(outcome.kind === "invalid" ? outcome.errors : {});
    setStatus(dashboardText(lang, outcome.kind === "invalid" ? "check_fields" : outcome.kind));
    const first = outcome.kind === "invalid" ? NAMES.find((name) => outcome.errors[name]) : undefined;
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  };

  return (
    <>
      {created && (
        <section ref={shown} tabIndex={-1} className={styles.group} aria-labelledby={`${id}-created`}>
          <h2 id={`${id}-created`}>{userAdminText(lang, "one_time_title", { name: created.account.username })}</h2>
          <p>{userAdminText(lang, "one_time_intro")} <code data-testid="one-time-password">{created.password}</code></p>
        </section>
      )}
      <form onSubmit={(event) => void submit(event)} className={styles.form} noValidate aria-labelledby={`${id}-title`}>
        <fieldset className={styles.group}>
          <legend id={`${id}-title`}>{userAdminText(lang, "new_editor")}</legend>
          {NAMES.map((name) => {
            const meta = fieldMetaOf(newEditorSchema.shape[name])?.meta;
            const error = errors[name]?.join(" ");
            const common = {
              id: `${id}-${name}`, name, "aria-invalid": error ? true : undefined,
              "aria-describedby": error ? `${id}-${name}-error` : undefined,
            };
            return (
              <div key={name} className={styles.field}>
                <label htmlFor={`${id}-${name}`}>{meta?.label[lang] ?? name}</label>
                {TYPES[name] === "select"
                  ? <select {...common} defaultValue="editor">{meta?.options?.map((option) => <option key={option.value} value={option.value}>{option.label[lang]}</option>)}</select>
                  : <input {...common} type={TYPES[name]} required={name === "username" || name === "email"} autoComplete="off" />}
                {error && <p id={`${id}-${name}-error`} className={styles.fieldError}>{error}</p>}
              </div>
            );
          })}
        </fieldset>
        <div className={styles.bar}>
          <button type="submit" className={styles.button} disabled={busy || !hydrated}>{busy ? dashboardText(lang, "saving") : userAdminText(lang, "create_editor")}</button>
          <p role="status" className={styles.error}>{status}{errors._root && ` ${errors._root.join(" ")}`}</p>
        </div>
      </form>
    </>
  );
}

"use client";
import { useId, useState, type FormEvent } from "react";
import type { Locale } from "@schemas/rules/localized";
import type { FieldErrors } from "@schemas/rules/messages";
import { createRedirectSchema } from "@schemas/entities/redirect";
import { fieldMetaOf } from "@schemas/rules/field-shape";
import { dashboardCall } from "./dashboard-call";
import { dashboardText } from "./text";
import styles from "./dashboard.module.css";
import { useHydrated } from "@/site/use-hydrated";

const NAMES = ["old_path", "new_path"] as const;

interface Props {
  lang: Locale;
  /** The entry to change; without it the form creates one. */
  entry?: { id: number; old_path: string; new_path: string };
  /** The redirects list, where the form goes once saved. */
  listUrl: string;
}

/**
 * Create or change a redirect entry. Labels come from the schema the server checks with; the
 * server's 400 messages (a loop, a live page's address, a taken old path) land on their fields.
 */
export function RedirectForm({ lang, entry, listUrl }: Props) {
  const hydrated = useHydrated();
  const id = useId();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState("");
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const body = Object.fromEntries(NAMES.map((name) => [name, String(data.get(name) ?? "").trim()]));
    setBusy(true);
    const outcome = entry
      ? await dashboardCall("PATCH", `/${lang}/dashboard-api/redirects/${entry.id}/`, body)
      : await dashboardCall("POST", `/${lang}/dashboard-api/redirects/`, body);
    setBusy(false);
    if (outcome.kind === "done") {
      window.location.assign(listUrl);
      return;
    }
    setErrors(outcome.kind === "invalid" ? outcome.errors : {});
    setStatus(dashboardText(lang, outcome.kind === "invalid" ? "check_fields" : outcome.kind));
    const first = outcome.kind === "invalid" ? NAMES.find((name) => outcome.errors[name]) : undefined;
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  };

  return (
    <form onSubmit={(event) => void submit(event)} className={styles.form} noValidate aria-labelledby={`${id}-title`}>
      <fieldset className={styles.group}>
        <legend id={`${id}-title`}>{entry ? dashboardText(lang, "redirect_title", { name: entry.old_path }) : dashboardText(lang, "new_redirect")}</legend>
        {NAMES.map((name) => {
          const meta = fieldMetaOf(createRedirectSchema.shape[name])?.meta;
          const error = errors[name]?.join(" ");
          return (
            <div key={name} className={styles.field}>
              <label htmlFor={`${id}-${name}`}>{meta?.label[lang] ?? name}</label>
              <input id={`${id}-${name}`} name={name} type="text" required defaultValue={entry?.[name] ?? ""} placeholder={meta?.placeholder?.[lang]}
                aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-${name}-error` : undefined} />
              {error && <p id={`${id}-${name}-error`} className={styles.fieldError}>{error}</p>}
            </div>
          );
        })}
      </fieldset>
      <div className={styles.bar}>
        <button type="submit" className={styles.button} disabled={busy || !hydrated}>
          {dashboardText(lang, busy ? "saving" : entry ? "save" : "create_redirect")}
        </button>
        <p role="status" className={styles.error}>{status}{errors._root && ` ${errors._root.join(" ")}`}</p>
      </div>
    </form>
  );
}

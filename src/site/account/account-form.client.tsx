"use client";

import { useId, useRef, useState, type FormEvent } from "react";
import { fieldErrors } from "@schemas/rules/messages";
import type { Locale } from "@schemas/rules/localized";
import { loadContract, type AccountResult } from "./account-api";
import type { SchemaName } from "./account-contract";
import type { AccountTexts } from "./account-texts";
import styles from "./account.module.css";

export interface FieldSpec {
  name: string;
  label: string;
  type: "text" | "email" | "password" | "select" | "checkbox" | "hidden";
  autoComplete?: string;
  hint?: string;
  options?: { value: string; label: string }[];
  defaultValue?: string;
  defaultChecked?: boolean;
}

interface Props<T> {
  lang: Locale;
  texts: AccountTexts;
  fields: FieldSpec[];
  /** The payload's schema: checked in the browser first, in the page's language; the server checks again. */
  schema: SchemaName;
  submitLabel: string;
  send: (values: Record<string, unknown>) => Promise<AccountResult<T>>;
  /** After a success: the sentence to show, or null when the page moves on by itself. */
  done: (value: T) => string | null;
}

const valuesOf = (form: HTMLFormElement, fields: FieldSpec[]) => {
  const data = new FormData(form);
  return Object.fromEntries(fields.map((field) => [field.name, field.type === "checkbox" ? data.get(field.name) === "on" : String(data.get(field.name) ?? "")]));
};

/**
 * One form of the user area: labelled fields, each with its own message, and a summary that
 * takes focus after a refused submit (its links lead to the fields) or a success (read out
 * by screen readers). noValidate, so the messages are ours, in the page's language.
 */
export function AccountForm<T>({ lang, texts, fields, schema, submitLabel, send, done }: Props<T>) {
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState<{ kind: "error" | "done"; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const baseId = useId();
  const id = (name: string) => `${baseId}-${name}`;

  const show = (next: Record<string, string[]>, kind: "error" | "done", text: string) => {
    setErrors(next);
    setMessage({ kind, text });
    requestAnimationFrame(() => summary.current?.focus());
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = valuesOf(form, fields);
    setSending(true);
    const contract = await loadContract().catch(() => null);
    const checked = contract?.[schema].safeParse(values);
    if (checked && !checked.success) {
      setSending(false);
      return show(fieldErrors(checked.error, lang), "error", texts.form_errors);
    }
    // Without the schemas (their import failed) the server's check alone answers.
    const result = await send(values);
    setSending(false);
    if (result.ok) {
      const text = done(result.value);
      if (text !== null) {
        form.querySelectorAll<HTMLInputElement>("input[type=password]").forEach((input) => { input.value = ""; });
        show({}, "done", text);
      }
      return;
    }
    // Messages without a visible field (the whole form's, a hidden token's) go into the summary itself.
    const visible = new Set(fields.filter((field) => field.type !== "hidden").map((field) => field.name));
    const other = Object.entries(result.errors).filter(([name]) => !visible.has(name)).flatMap(([, list]) => list).join(" ");
    const text = result.status === 429 ? texts.too_many : other || (Object.keys(result.errors).length ? texts.form_errors : texts.failed);
    show(result.errors, "error", text);
  };

  // Hidden fields have nothing to jump to: their messages stand in the summary's title.
  const invalid = fields.filter((field) => field.type !== "hidden" && errors[field.name]?.length);
  const describedBy = (field: FieldSpec) => [field.hint && `${id(field.name)}-hint`, errors[field.name] && `${id(field.name)}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <form method="post" noValidate onSubmit={submit} className={styles.form}>
      <div ref={summary} tabIndex={-1} role={message?.kind === "done" ? "status" : undefined}
        className={message ? (message.kind === "done" ? styles.status : styles.errorSummary) : undefined}>
        {message && <p className={message.kind === "error" ? styles.errorTitle : undefined}>{message.text}</p>}
        {message?.kind === "error" && invalid.length > 0 && (
          <ul>{invalid.map((field) => <li key={field.name}><a href={`#${id(field.name)}`}>{field.label}: {errors[field.name]?.join(" ")}</a></li>)}</ul>
        )}
      </div>
      {fields.map((field) => {
        if (field.type === "hidden") return <input key={field.name} type="hidden" name={field.name} value={field.defaultValue ?? ""} />;
        const common = {
          id: id(field.name), name: field.name, "aria-invalid": errors[field.name] ? true : undefined, "aria-describedby": describedBy(field),
        };
        const error = errors[field.name] && <p id={`${id(field.name)}-error`} className={styles.fieldError}>{errors[field.name]?.join(" ")}</p>;
        const hint = field.hint && <p id={`${id(field.name)}-hint`} className={styles.hint}>{field.hint}</p>;
        if (field.type === "checkbox") {
          return (
            <div key={field.name} className={styles.field}>
              <div className={styles.check}>
                <input {...common} type="checkbox" defaultChecked={field.defaultChecked} />
                <label htmlFor={id(field.name)}>{field.label}</label>
              </div>
              {hint}{error}
            </div>
          );
        }
        return (
          <div key={field.name} className={styles.field}>
            <label htmlFor={id(field.name)}>{field.label}</label>
            {field.type === "select" ? (
              <select {...common} defaultValue={field.defaultValue}>
                {field.options?.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
              </select>
            ) : (
              <input {...common} type={field.type} autoComplete={field.autoComplete} defaultValue={field.defaultValue}
                required aria-required="true" />
            )}
            {hint}{error}
          </div>
        );
      })}
      <button type="submit" disabled={sending} className={styles.button}>{sending ? texts.sending : submitLabel}</button>
    </form>
  );
}

"use client";

import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useForm, type FieldErrors as HookErrors, type Resolver } from "react-hook-form";
import type { ServedForm } from "@schemas/api/form";
import { MIN_FILL_MS } from "@schemas/api/form-constants";
import { initialFieldValue } from "@schemas/entities/form-field-kinds";
import type { FieldRule, FieldValues } from "@schemas/entities/form-submission";
import type { Locale } from "@schemas/rules/localized";
import { MESSAGES, type MessageKey } from "@schemas/rules/messages";
import { csrfHeaders, ensureCsrfToken } from "../http/csrf-header";
import { FormFieldInput } from "./form-field-input.client";
import { loadFormContract } from "./load-form-contract";
import type { FormTexts } from "./form-texts";
import styles from "./site-form.module.css";

interface Props {
  lang: Locale;
  form: Pick<ServedForm, "id" | "fields">;
  texts: FormTexts;
}

/** The schema's messages are keys (shared with the server); shown in the page's language. */
const messageText = (message: string | undefined, lang: Locale) =>
  message === undefined ? undefined : Object.hasOwn(MESSAGES, message) ? MESSAGES[message as MessageKey][lang] : message;

/** The honeypot's name: a word autofill never fills, but a script filling every input does. */
const TRAP = "website";

/**
 * A site form (000 §3, §5): react-hook-form checks it with the same schema the server uses,
 * shows a message under each field and announces how many need attention; the server's
 * per-field answer lands in the same places. After sending, its confirmation text replaces it.
 * The schemas load when the visitor first enters the form (./form-contract.ts).
 */
export function SiteForm({ lang, form, texts }: Props) {
  const rules = useMemo(() => form.fields.filter((field): field is typeof field & FieldRule => field.field_type !== "emailconfirm"), [form.fields]);
  const resolver = useMemo((): Resolver<FieldValues> => {
    let check: Resolver<FieldValues> | undefined;
    return async (...values) => (check ??= (await loadFormContract()).fieldValuesResolver(rules))(...values);
  }, [rules]);
  const defaultValues = useMemo(() => Object.fromEntries(form.fields.map((field) => [field.slug, initialFieldValue(field)])), [form.fields]);
  const { register, control, handleSubmit, setError, formState } = useForm<FieldValues>({ resolver, defaultValues, shouldFocusError: true });
  // The fill time counts from the server's signed start, asked for when the visitor first
  // enters the form (the page itself is cached, so it cannot carry the time).
  const started = useRef<{ token: string; at: number } | null>(null);
  const asked = useRef(false);
  const start = useCallback(() => {
    asked.current = true;
    const answer = fetch(`/${lang}/api/forms/${form.id}/start/`, { credentials: "same-origin", cache: "no-store" }).then((response) => response.json() as Promise<unknown>);
    Promise.all([answer, loadFormContract()])
      .then(([body, contract]) => { started.current = { token: contract.formStartSchema.parse(body).fill_token, at: Date.now() }; })
      .catch(() => undefined);
  }, [lang, form.id]);
  // The form's code loads when the visitor enters it (./site-form-slot.client.tsx):
  // the focus it came for was on the server's HTML, before this form's onFocus existed.
  const element = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!asked.current && element.current?.contains(document.activeElement)) start();
  }, [start]);
  const trap = useRef<HTMLInputElement>(null);
  const [summary, setSummary] = useState("");
  const [done, setDone] = useState<string | null>(null);
  const thanks = useRef<HTMLDivElement>(null);

  const announce = (count: number) =>
    setSummary(count === 0 ? "" : count === 1 ? texts.errors_summary_one : texts.errors_summary_other.replace("{count}", String(count)));

  const onInvalid = (errors: HookErrors<FieldValues>) => announce(Object.keys(errors).length);

  async function onValid(values: FieldValues) {
    setSummary("");
    // Sent sooner, the server would take it for a script and drop it with a thank-you: ask the
    // person to send again instead (after starting the clock, should the start have failed).
    const begun = started.current;
    if (!begun || Date.now() - begun.at < MIN_FILL_MS) {
      if (!begun) start();
      return setSummary(texts.too_fast);
    }
    await ensureCsrfToken();
    const response = await fetch(`/${lang}/api/forms-entries/`, {
      method: "POST", credentials: "same-origin",
      headers: { "content-type": "application/json", ...csrfHeaders() },
      body: JSON.stringify({ form: form.id, field_values: values, [TRAP]: trap.current?.value ?? "", fill_token: begun.token }),
    }).catch(() => null);
    const answer: unknown = await response?.json().catch(() => null);
    if (response?.status === 201) {
      setDone((await loadFormContract()).formEntryCreatedSchema.parse(answer).success_text || `<p>${texts.thanks}</p>`);
      requestAnimationFrame(() => thanks.current?.focus());
      return;
    }
    const errors = (answer as { errors?: Record<string, string[]> } | null)?.errors ?? {};
    const fields = Object.entries(errors).filter(([key]) => key.startsWith("field_values."));
    for (const [key, messages] of fields) setError(key.slice("field_values.".length).split(".")[0]!, { type: "server", message: messages[0] }, { shouldFocus: true });
    if (fields.length) return announce(fields.length);
    setSummary(response?.status === 429 ? texts.rate_limited : texts.failed);
  }

  if (done !== null) {
    return <div ref={thanks} className={styles.thanks} tabIndex={-1} role="status" dangerouslySetInnerHTML={{ __html: done }} />;
  }
  const hasRequired = form.fields.some((field) => field.required);
  return (
    // "post": sent by the browser itself, before the page's scripts run, the entries go in the
    // request's body (the page answers as to a GET), never into the address, history and logs.
    <form ref={element} method="post" className={styles.form} noValidate onFocus={() => { if (!asked.current) start(); }} onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}>
      {hasRequired && <p className={styles.help}>{texts.required_note}</p>}
      <div className={styles.summary} role="alert">{summary}</div>
      {form.fields.filter((field) => field.visible).map((field) => (
        <FormFieldInput key={field.slug} formId={form.id} field={field} control={control} register={register} texts={texts} uploadUrl={`/${lang}/api/temp-files/`}
          error={messageText(formState.errors[field.slug]?.message, lang)} />
      ))}
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor={`form-${form.id}-${TRAP}`}>{texts.honeypot}</label>
        <input id={`form-${form.id}-${TRAP}`} ref={trap} name={TRAP} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <button className={styles.submit} type="submit" disabled={formState.isSubmitting}>{formState.isSubmitting ? texts.sending : texts.submit}</button>
    </form>
  );
}

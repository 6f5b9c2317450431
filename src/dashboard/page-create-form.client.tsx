"use client";
import { useId, useState, type FormEvent } from "react";
import { LOCALES, type Locale } from "@schemas/rules/localized";
import type { FieldErrors } from "@schemas/rules/messages";
import { dashboardCall } from "./dashboard-call";
import { dashboardText } from "./text";
import styles from "./dashboard.module.css";
import { useHydrated } from "@/site/use-hydrated";

export interface ParentChoice { id: number; label: string }

/** The new page's edit mode in the dashboard's language, from the created page's settings. */
function editUrlOf(created: unknown, lang: Locale): string {
  const urls = (created as { urls?: Partial<Record<Locale, string>> } | null)?.urls;
  return `${urls?.[lang] ?? `/${lang}`}?edit`;
}

const FIELDS = LOCALES.flatMap((code) => (["title", "path"] as const).map((key) => ({ code, key, name: `translations.${code}.${key}` })));

/**
 * Create a page from the dashboard: title and whole path in each language and where it sits.
 * It starts offline and opens in the editor. The server checks everything (a taken path, a
 * path held by a page in the trash ...) and its 400 messages land on their fields.
 */
export function PageCreateForm({ lang, parents }: { lang: Locale; parents: ParentChoice[] }) {
  const hydrated = useHydrated();
  const id = useId();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState("");
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? "").trim();
    const parent = text("parent_id");
    const translations = Object.fromEntries(LOCALES.map((code) => [code, { title: text(`translations.${code}.title`), path: text(`translations.${code}.path`) }]));
    setBusy(true);
    const outcome = await dashboardCall("POST", `/${lang}/pageeditor-api/pages/`, { parent_id: parent ? Number(parent) : null, is_online: false, translations });
    setBusy(false);
    if (outcome.kind === "done") {
      // A full load: edit mode is its own route with the editor's scripts (the proxy rewrites ?edit).
      window.location.assign(editUrlOf(outcome.body, lang));
      return;
    }
    setErrors(outcome.kind === "invalid" ? outcome.errors : {});
    setStatus(dashboardText(lang, outcome.kind === "invalid" ? "check_fields" : outcome.kind));
    const first = outcome.kind === "invalid" ? FIELDS.find((field) => outcome.errors[field.name]) : undefined;
    if (first) document.getElementById(`${id}-${first.code}-${first.key}`)?.focus();
  };

  return (
    <form onSubmit={(event) => void submit(event)} className={styles.form} noValidate aria-labelledby={`${id}-title`}>
      <fieldset className={styles.group}>
        <legend id={`${id}-title`}>{dashboardText(lang, "new_page")}</legend>
        <p className={styles.muted}>{dashboardText(lang, "new_page_help")}</p>
        <div className={styles.columns}>
          {LOCALES.map((code) => (
            <div key={code} className={styles.readonly} lang={code}>
              {FIELDS.filter((field) => field.code === code).map(({ key, name }) => {
                const fieldId = `${id}-${code}-${key}`;
                const error = errors[name]?.join(" ");
                const language = dashboardText(lang, code === "de" ? "language_de" : "language_en");
                const describedBy = [key === "path" && `${fieldId}-help`, error && `${fieldId}-error`].filter(Boolean).join(" ") || undefined;
                return (
                  <div key={key} className={styles.field}>
                    <label htmlFor={fieldId} lang={lang}>{dashboardText(lang, key === "title" ? "page_title" : "page_path", { language })}</label>
                    <input id={fieldId} name={name} type="text" required aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
                    {key === "path" && <p id={`${fieldId}-help`} className={styles.muted} lang={lang}>{dashboardText(lang, "page_path_help", { lang: code })}</p>}
                    {error && <p id={`${fieldId}-error`} className={styles.fieldError} lang={lang}>{error}</p>}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-parent`}>{dashboardText(lang, "parent")}</label>
          <select id={`${id}-parent`} name="parent_id" defaultValue="" aria-invalid={errors.parent_id ? true : undefined}
            aria-describedby={errors.parent_id ? `${id}-parent-error` : undefined}>
            <option value="">{dashboardText(lang, "top_level")}</option>
            {parents.map((parent) => <option key={parent.id} value={parent.id}>{parent.label}</option>)}
          </select>
          {errors.parent_id && <p id={`${id}-parent-error`} className={styles.fieldError}>{errors.parent_id.join(" ")}</p>}
        </div>
      </fieldset>
      <div className={styles.bar}>
        <button type="submit" className={styles.button} disabled={busy || !hydrated}>{dashboardText(lang, busy ? "creating" : "create_page")}</button>
        <p role="status" className={styles.error}>{status}{errors._root && ` ${errors._root.join(" ")}`}</p>
      </div>
    </form>
  );
}

"use client";
import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import type { Locale } from "@schemas/rules/localized";
import type { FieldErrors } from "@schemas/rules/messages";
import { settingsSchema } from "@schemas/entities/settings";
import { fieldMetaOf } from "@schemas/rules/field-shape";
import { dashboardCall } from "./dashboard-call";
import { dashboardText } from "./text";
import { userAdminText } from "./user-admin-text";
import { DESIGN_FIELDS, type DesignValues } from "./settings-fields";
import styles from "./dashboard.module.css";
import { useHydrated } from "@/site/use-hydrated";

/** Saves only these fields through PATCH settings; the server's messages land on their fields. */
export function SettingsForm({ lang, values }: { lang: Locale; values: DesignValues }) {
  const hydrated = useHydrated();
  const id = useId();
  const router = useRouter();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState("");
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const body = Object.fromEntries(DESIGN_FIELDS.map((name) => {
      const widget = fieldMetaOf(settingsSchema.shape[name])?.meta.widget;
      const raw = data.get(name);
      // An empty number stays a string, so the server names the field instead of saving 0.
      const value = widget === "checkbox" ? raw === "on" : widget === "number" && raw !== "" ? Number(raw) : String(raw ?? "");
      return [name, value];
    }));
    setBusy(true);
    const outcome = await dashboardCall("PATCH", `/${lang}/dashboard-api/settings/`, body);
    setBusy(false);
    setErrors(outcome.kind === "invalid" ? outcome.errors : {});
    setStatus(dashboardText(lang, outcome.kind === "done" ? "saved" : outcome.kind === "invalid" ? "check_fields" : outcome.kind));
    const first = outcome.kind === "invalid" ? DESIGN_FIELDS.find((name) => outcome.errors[name]) : undefined;
    if (first) document.getElementById(`${id}-${first}`)?.focus();
    if (outcome.kind === "done") router.refresh();
  };

  return (
    <form onSubmit={(event) => void submit(event)} className={styles.form} noValidate aria-labelledby={`${id}-title`}>
      <fieldset className={styles.group}>
        <legend id={`${id}-title`}>{userAdminText(lang, "design_title")}</legend>
        {DESIGN_FIELDS.map((name) => {
          const meta = fieldMetaOf(settingsSchema.shape[name])?.meta;
          const error = errors[name]?.join(" ");
          const common = { id: `${id}-${name}`, name, "aria-invalid": error ? true : undefined, "aria-describedby": error ? `${id}-${name}-error` : undefined };
          const label = meta?.label[lang] ?? name;
          const value = values[name];
          return (
            <div key={name} className={styles.field}>
              {meta?.widget === "checkbox"
                ? <label><input {...common} type="checkbox" defaultChecked={value === true} /> {label}</label>
                : <label htmlFor={common.id}>{label}</label>}
              {meta?.widget === "select" && (
                <select {...common} defaultValue={String(value)}>
                  {meta.options?.map((option) => <option key={option.value} value={option.value}>{option.label[lang]}</option>)}
                </select>
              )}
              {meta?.widget === "number" && <input {...common} type="number" inputMode="numeric" min={0} max={2000} defaultValue={String(value)} />}
              {error && <p id={`${id}-${name}-error`} className={styles.fieldError}>{error}</p>}
            </div>
          );
        })}
      </fieldset>
      <div className={styles.bar}>
        <button type="submit" className={styles.button} disabled={busy || !hydrated}>{dashboardText(lang, busy ? "saving" : "save")}</button>
        <p role="status" className={styles.error}>{status}{errors._root && ` ${errors._root.join(" ")}`}</p>
      </div>
    </form>
  );
}

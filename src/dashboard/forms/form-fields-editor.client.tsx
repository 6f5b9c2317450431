"use client";
import { useState } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import { FIELD_KINDS, KIND_LABELS } from "@schemas/entities/form-field";
import { LOCALES, type Locale } from "@schemas/rules/localized";
import { dashboardCall } from "../dashboard-call";
import styles from "../dashboard.module.css";
import { emptyRow, fromRow, rowPath, toRow, type FieldRow, type StoredFieldLike } from "./field-rows";
import { formsText } from "./texts";
import { useHydrated } from "@/site/use-hydrated";

interface Values { fields: FieldRow[] }

/** A form's fields on its change page: add, move, remove, each with its texts per language; saved as one list. */
export function FormFieldsEditor({ lang, formId, fields: stored }: { lang: Locale; formId: number; fields: StoredFieldLike[] }) {
  const hydrated = useHydrated();
  const form = useForm<Values>({ defaultValues: { fields: stored.map(toRow) } });
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: "fields" });
  const [status, setStatus] = useState<"saved" | "check" | "failed" | null>(null);
  const { register, formState: { errors, isSubmitting } } = form;

  const submit = form.handleSubmit(async (values) => {
    const outcome = await dashboardCall("PUT", `/${lang}/dashboard-api/form-fields/${formId}/`, { fields: values.fields.map(fromRow) });
    if (outcome.kind === "done") {
      form.reset({ fields: (outcome.body as StoredFieldLike[]).map(toRow) });
      return setStatus("saved");
    }
    if (outcome.kind !== "invalid") return setStatus("failed");
    for (const [path, messages] of Object.entries(outcome.errors)) form.setError(rowPath(path) as "fields", { message: messages.join(" ") });
    setStatus("check");
  });

  const errorOf = (index: number, name: string) => {
    const row = errors.fields?.[index] as Record<string, { message?: string } | undefined> | undefined;
    return row?.[name]?.message;
  };
  const input = (index: number, name: string, label: string, props: Record<string, unknown> = {}) => {
    const id = `ff-${index}-${name.replace(".", "-")}`;
    const message = errorOf(index, name);
    return (
      <div className={styles.field} key={name}>
        <label htmlFor={id}>{label}</label>
        <input id={id} aria-invalid={message ? true : undefined} aria-describedby={message ? `${id}-error` : undefined} {...props}
          {...register(`fields.${index}.${name}` as `fields.${number}.slug`)} />
        {message && <p id={`${id}-error`} className={styles.fieldError}>{message}</p>}
      </div>
    );
  };

  return (
    <form onSubmit={(event) => void submit(event)} className={styles.form} noValidate aria-labelledby="form-fields-title">
      <h2 id="form-fields-title">{formsText(lang, "fields")}</h2>
      {fields.map((item, index) => {
        const n = index + 1;
        const choicesId = `ff-${index}-choices`;
        const choicesError = errorOf(index, "choices");
        return (
          <fieldset key={item.id} className={styles.group}>
            <legend>{formsText(lang, "field_n", { n, label: item.label[lang] || item.slug })}</legend>
            <div className={styles.field}>
              <label htmlFor={`ff-${index}-type`}>{formsText(lang, "field_type")}</label>
              <select id={`ff-${index}-type`} {...register(`fields.${index}.field_type`, { valueAsNumber: true })}>
                {FIELD_KINDS.map((kind) => <option key={kind} value={kind}>{KIND_LABELS[kind][lang]}</option>)}
              </select>
            </div>
            {input(index, "slug", formsText(lang, "key"), { maxLength: 128, title: formsText(lang, "key_help") })}
            {LOCALES.map((locale) => input(index, `label.${locale}`, formsText(lang, "label_lang", { lang: locale.toUpperCase() }), { lang: locale }))}
            {LOCALES.map((locale) => input(index, `help_text.${locale}`, formsText(lang, "help_lang", { lang: locale.toUpperCase() }), { lang: locale }))}
            {LOCALES.map((locale) => input(index, `placeholder_text.${locale}`, formsText(lang, "placeholder_lang", { lang: locale.toUpperCase() }), { lang: locale }))}
            {input(index, "default", formsText(lang, "default"))}
            <div className={styles.field}>
              <label htmlFor={choicesId}>{formsText(lang, "choices")}</label>
              <textarea id={choicesId} rows={3} aria-describedby={`${choicesId}-help${choicesError ? ` ${choicesId}-error` : ""}`}
                aria-invalid={choicesError ? true : undefined} {...register(`fields.${index}.choices`)} />
              <p id={`${choicesId}-help`} className={styles.muted}>{formsText(lang, "choices_help")}</p>
              {choicesError && <p id={`${choicesId}-error`} className={styles.fieldError}>{choicesError}</p>}
            </div>
            <label><input type="checkbox" {...register(`fields.${index}.required`)} /> {formsText(lang, "required")}</label>
            <label><input type="checkbox" {...register(`fields.${index}.visible`)} /> {formsText(lang, "visible")}</label>
            <div className={styles.bar}>
              <button type="button" className={styles.secondary} disabled={index === 0} onClick={() => move(index, index - 1)}>{formsText(lang, "move_up", { n })}</button>
              <button type="button" className={styles.secondary} disabled={index === fields.length - 1} onClick={() => move(index, index + 1)}>{formsText(lang, "move_down", { n })}</button>
              <button type="button" className={styles.danger} onClick={() => remove(index)}>{formsText(lang, "remove", { n })}</button>
            </div>
          </fieldset>
        );
      })}
      <div className={styles.bar}>
        <button type="button" className={styles.secondary} onClick={() => append(emptyRow())}>{formsText(lang, "add_field")}</button>
        <button type="submit" className={styles.button} disabled={isSubmitting || !hydrated}>{formsText(lang, "save_fields")}</button>
        <p role="status" className={status === "saved" ? styles.status : styles.error}>{status ? formsText(lang, status) : ""}</p>
      </div>
    </form>
  );
}

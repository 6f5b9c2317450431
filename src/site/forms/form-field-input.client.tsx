"use client";

import { Controller, type Control, type UseFormRegister } from "react-hook-form";
import type { ServedFormField } from "@schemas/entities/form";
import { FIELD_KIND } from "@schemas/entities/form-field-kinds";
import type { FieldValues } from "@schemas/entities/form-submission";
import { FileField } from "./file-field.client";
import type { FormTexts } from "./form-texts";
import styles from "./site-form.module.css";

interface Props {
  /** Part of the ids, so two forms on one page never share one. */
  formId: number;
  field: ServedFormField;
  control: Control<FieldValues>;
  register: UseFormRegister<FieldValues>;
  error: string | undefined;
  texts: FormTexts;
  uploadUrl: string;
}

const INPUT_TYPES: Partial<Record<ServedFormField["field_type"], string>> = {
  [FIELD_KIND.email]: "email", emailconfirm: "email", [FIELD_KIND.date]: "date", [FIELD_KIND.dateOfBirth]: "date",
  [FIELD_KIND.dateTime]: "datetime-local", [FIELD_KIND.number]: "number", [FIELD_KIND.url]: "url",
};
const AUTOCOMPLETE: Partial<Record<ServedFormField["field_type"], string>> = {
  [FIELD_KIND.email]: "email", emailconfirm: "email", [FIELD_KIND.dateOfBirth]: "bday", [FIELD_KIND.url]: "url",
};

/** One field of a site form: its label, input, help text and message, tied together for screen readers. */
export function FormFieldInput({ formId, field, control, register, error, texts, uploadUrl }: Props) {
  const id = `form-${formId}-${field.slug}`;
  const kind = field.field_type;
  if (kind === FIELD_KIND.heading) {
    return <div><h2 className={styles.heading}>{field.label}</h2>{field.help_text && <p className={styles.help}>{field.help_text}</p>}</div>;
  }
  if (kind === FIELD_KIND.hidden) return <input type="hidden" {...register(field.slug)} />;
  const described = [field.help_text && `${id}-help`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  const common = { id, "aria-invalid": error ? true : undefined, "aria-describedby": described, "aria-required": field.required || undefined };
  const mark = field.required ? <span aria-hidden="true"> *</span> : null;
  const requiredText = field.required ? <span className="visually-hidden"> ({texts.required})</span> : null;
  const label = <>{field.label}{mark}{requiredText}</>;
  const help = field.help_text ? <p id={`${id}-help`} className={styles.help}>{field.help_text}</p> : null;
  const message = error ? <p id={`${id}-error`} className={styles.error}>{error}</p> : null;
  const wrap = (children: React.ReactNode) => <div className={`${styles.field} ${error ? styles.invalid : ""}`}>{children}{help}{message}</div>;

  if (kind === FIELD_KIND.checkbox || kind === FIELD_KIND.consent) {
    return wrap(<label className={styles.option}><input type="checkbox" {...common} {...register(field.slug)} />{label}</label>);
  }
  if (kind === FIELD_KIND.radio || kind === FIELD_KIND.checkboxMultiple) {
    const type = kind === FIELD_KIND.radio ? "radio" : "checkbox";
    return wrap(
      <fieldset aria-describedby={described} aria-invalid={error ? true : undefined} id={id} tabIndex={-1}>
        <legend>{label}</legend>
        {field.choices.map((choice) => (
          <label key={choice.value} className={styles.option}>
            <input type={type} value={choice.value} {...register(field.slug)} />{choice.label}
          </label>
        ))}
      </fieldset>,
    );
  }
  if (kind === FIELD_KIND.select || kind === FIELD_KIND.selectMultiple) {
    const multiple = kind === FIELD_KIND.selectMultiple;
    return wrap(<>
      <label htmlFor={id}>{label}</label>
      <select {...common} multiple={multiple} {...register(field.slug)}>
        {!multiple && <option value="">{texts.choose}</option>}
        {field.choices.map((choice) => <option key={choice.value} value={choice.value}>{choice.label}</option>)}
      </select>
    </>);
  }
  if (kind === FIELD_KIND.file) {
    return wrap(<>
      <label htmlFor={id}>{label}</label>
      <Controller control={control} name={field.slug} render={({ field: controlled }) => (
        <FileField inputProps={common} fieldId={field.id} uploadUrl={uploadUrl} texts={texts}
          onToken={(token) => controlled.onChange(token)} inputRef={controlled.ref} />
      )} />
    </>);
  }
  if (kind === FIELD_KIND.textarea) {
    return wrap(<><label htmlFor={id}>{label}</label><textarea {...common} placeholder={field.placeholder_text || undefined} maxLength={3000} {...register(field.slug)} /></>);
  }
  return wrap(<>
    <label htmlFor={id}>{label}</label>
    <input {...common} type={INPUT_TYPES[kind] ?? "text"} autoComplete={AUTOCOMPLETE[kind]} inputMode={kind === FIELD_KIND.number ? "decimal" : undefined}
      step={kind === FIELD_KIND.number ? "any" : undefined} placeholder={field.placeholder_text || undefined} maxLength={kind === FIELD_KIND.number ? undefined : 1000} {...register(field.slug)} />
  </>);
}

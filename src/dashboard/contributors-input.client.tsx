"use client";
import { useFieldArray, type FieldValues, type UseFormReturn } from "react-hook-form";
import { LOCALES, type Locale } from "@schemas/rules/localized";
import { errorOf } from "../editor/form/field-error";
import { ReferenceInput } from "../editor/form/widgets/reference-input";
import { entityText } from "./entity-text";
import styles from "./entity-widgets.module.css";

interface Props {
  name: string;
  label: string;
  lang: Locale;
  form: UseFormReturn<FieldValues>;
}

/**
 * An event's or production's contributors in display order: each a person chosen in the
 * person finder and their part in each language; added, moved and removed with buttons, so
 * the keyboard does all of it.
 */
export function ContributorsInput({ name, label, lang, form }: Props) {
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name });
  const error = errorOf(form, name);
  return (
    <fieldset className={styles.widget} aria-describedby={error ? `field-${name}-error` : undefined}>
      <legend>{label}</legend>
      {fields.length === 0 && <p className={styles.muted}>{entityText(lang, "contributors_none")}</p>}
      {fields.map((item, index) => {
        const n = index + 1;
        const base = `${name}.${index}`;
        const personError = errorOf(form, `${base}.person_id`);
        return (
          <div key={item.id} className={styles.item} role="group" aria-labelledby={`field-${name}-${index}-title`}>
            <h3 id={`field-${name}-${index}-title`}>{entityText(lang, "contributor", { n })}</h3>
            <ReferenceInput id={`field-${name}-${index}-person`} name={`${base}.person_id`} lang={lang} kind="person" multiple={false} empty={undefined} control={form.control} />
            {personError && <p className={styles.error}>{personError}</p>}
            {LOCALES.map((locale) => {
              const fieldId = `field-${name}-${index}-role-${locale}`;
              const roleError = errorOf(form, `${base}.role.${locale}`);
              return (
                <div key={locale} className={styles.field}>
                  <label htmlFor={fieldId}>{entityText(lang, "contributor_part", { lang: locale.toUpperCase() })}</label>
                  <input id={fieldId} type="text" lang={locale} aria-invalid={roleError ? true : undefined}
                    aria-describedby={roleError ? `${fieldId}-error` : undefined} {...form.register(`${base}.role.${locale}`)} />
                  {roleError && <p id={`${fieldId}-error`} className={styles.error}>{roleError}</p>}
                </div>
              );
            })}
            <div className={styles.row}>
              <button type="button" className={styles.tool} disabled={index === 0} onClick={() => move(index, index - 1)}>{entityText(lang, "contributor_up", { n })}</button>
              <button type="button" className={styles.tool} disabled={index === fields.length - 1} onClick={() => move(index, index + 1)}>{entityText(lang, "contributor_down", { n })}</button>
              <button type="button" className={styles.tool} onClick={() => remove(index)}>{entityText(lang, "contributor_remove", { n })}</button>
            </div>
          </div>
        );
      })}
      <div className={styles.row}>
        <button type="button" className={styles.tool} onClick={() => append({ person_id: undefined, role: { de: "", en: "" } }, { shouldFocus: false })}>
          {entityText(lang, "contributor_add")}
        </button>
      </div>
      {error && <p id={`field-${name}-error`} className={styles.error}>{error}</p>}
    </fieldset>
  );
}

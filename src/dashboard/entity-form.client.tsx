"use client";
import { useState } from "react";
import { useForm, type FieldValues } from "react-hook-form";
import type { z } from "zod";
import { LOCALES, type Locale } from "../../schemas/rules/localized";
import { FieldInput } from "../editor/form/field-input";
import { moduleResolver } from "../editor/form/module-resolver";
import { entityFields, ENTITY_SCHEMAS, type EntityKey } from "./entity-kinds";
import { acceptsNull, fieldMetaOf, localizedValueSchema } from "./field-shape";
import { saveEntity, type SaveOutcome } from "./save-entity";
import { dashboardText } from "./text";
import styles from "./dashboard.module.css";

/**
 * Widgets whose value the generic field control cannot hold for an entity yet: the entity
 * image carries its alt text per language, contributors a person and a part per language.
 * They keep their stored value and are edited elsewhere.
 */
const ELSEWHERE = new Set(["image", "images", "list", "json", "file"]);

interface Props {
  lang: Locale;
  entityKey: EntityKey;
  id: number;
  values: Record<string, unknown>;
}

/**
 * An entity's change form, generated from its update schema and field metadata and checked
 * with that schema as the server is (required fields, URLs, lengths show before saving).
 * Translated fields appear once per language. Only the changed fields are sent (PATCH); the
 * server's 400 messages land on their fields.
 */
export function EntityForm({ lang, entityKey, id, values }: Props) {
  const schema = ENTITY_SCHEMAS[entityKey];
  const form = useForm<FieldValues>({ defaultValues: values, resolver: moduleResolver(schema, lang), mode: "onTouched" });
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  const fields = Object.entries(entityFields(entityKey)).flatMap(([name, fieldSchema]) => {
    const found = fieldMetaOf(fieldSchema);
    return found ? [{ name, ...found, perLanguage: localizedValueSchema(fieldSchema) }] : [];
  });

  const submit = form.handleSubmit(async (parsed) => {
    const dirty = Object.keys(form.formState.dirtyFields);
    const change: Record<string, unknown> = {};
    for (const name of dirty) {
      const fieldSchema = entityFields(entityKey)[name];
      // An emptied optional field is absent from the parsed values: it is cleared (null).
      if (name in parsed) change[name] = parsed[name];
      else if (fieldSchema && acceptsNull(fieldSchema)) change[name] = null;
    }
    const result = await saveEntity(lang, entityKey, id, change);
    setOutcome(result);
    if (result.kind === "saved") form.reset(result.values);
    if (result.kind === "invalid") {
      for (const [path, messages] of Object.entries(result.errors)) form.setError(path === "_root" ? "root" : path, { message: messages.join(" ") });
      const first = Object.keys(result.errors)[0];
      if (first && first !== "_root") form.setFocus(first);
    }
  }, () => setOutcome({ kind: "invalid", errors: {} }));

  const languageField = (field: (typeof fields)[number], locale: Locale, valueSchema: z.ZodType) => {
    const suffix = ` (${locale.toUpperCase()})`;
    const meta = { ...field.meta, label: { de: field.meta.label.de + suffix, en: field.meta.label.en + suffix } };
    return <FieldInput key={`${field.name}.${locale}`} name={`${field.name}.${locale}`} meta={meta} schema={valueSchema} lang={lang} form={form} />;
  };

  const { isSubmitting, errors } = form.formState;
  return (
    <form onSubmit={submit} className={styles.form} noValidate aria-describedby="entity-form-status">
      {LOCALES.map((locale) => (
        <fieldset key={locale} className={styles.group} lang={locale}>
          <legend>{dashboardText(lang, locale === "de" ? "language_de" : "language_en")}</legend>
          {fields.map((field) => (field.perLanguage ? languageField(field, locale, field.perLanguage[locale]) : null))}
        </fieldset>
      ))}
      <fieldset className={styles.group}>
        <legend>{dashboardText(lang, "general")}</legend>
        {fields.filter((field) => !field.perLanguage && !ELSEWHERE.has(field.meta.widget)).map((field) => (
          <FieldInput key={field.name} name={field.name} meta={field.meta} schema={field.schema} lang={lang} form={form} />
        ))}
        <dl className={styles.readonly}>
          {fields.filter((field) => !field.perLanguage && ELSEWHERE.has(field.meta.widget)).map((field) => (
            <div key={field.name}>
              <dt>{field.meta.label[lang]}</dt>
              <dd className={styles.muted}>{dashboardText(lang, "elsewhere")}</dd>
            </div>
          ))}
        </dl>
      </fieldset>
      <div className={styles.bar}>
        <button type="submit" className={styles.button} disabled={isSubmitting}>
          {dashboardText(lang, isSubmitting ? "saving" : "save")}
        </button>
        <p id="entity-form-status" role="status" className={outcome?.kind === "saved" || outcome?.kind === "unchanged" ? styles.status : styles.error}>
          {outcome && dashboardText(lang, outcome.kind === "invalid" ? "check_fields" : outcome.kind)}
          {errors.root?.message && ` ${errors.root.message}`}
        </p>
      </div>
    </form>
  );
}

"use client";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import type { FieldMeta } from "@schemas/rules/field";
import { LOCALES, type Locale } from "@schemas/rules/localized";
import { FieldInput } from "../editor/form/field-input";
import { ContributorsInput } from "./contributors-input.client";
import { EntityImageInput } from "./entity-image-input.client";
import { fieldMetaOf, localizedValueSchema } from "@schemas/rules/field-shape";
import { dashboardText } from "./text";
import styles from "./dashboard.module.css";

/** Widgets whose value this form does not hold (galleries, raw JSON, files): edited elsewhere, their stored value kept. */
const ELSEWHERE = new Set(["images", "json", "file"]);
const isContributors = (meta: FieldMeta) => meta.widget === "list" && meta.reference === "person";
const isElsewhere = (meta: FieldMeta) => ELSEWHERE.has(meta.widget) || (meta.widget === "list" && !isContributors(meta));

export interface EntityField {
  name: string;
  meta: FieldMeta;
  schema: z.ZodType;
  perLanguage: Record<Locale, z.ZodType> | null;
}

/** The fields of an entity schema that carry form metadata, in schema order. */
export function entityFieldList(shape: Record<string, z.ZodType>, help: Record<string, FieldMeta["help"]> = {}): EntityField[] {
  return Object.entries(shape).flatMap(([name, fieldSchema]) => {
    const found = fieldMetaOf(fieldSchema);
    if (!found) return [];
    const meta = help[name] ? { ...found.meta, help: help[name] } : found.meta;
    return [{ name, meta, schema: found.schema, perLanguage: localizedValueSchema(fieldSchema) }];
  });
}

/**
 * The generated fields of an entity's create and change forms: translated fields once per
 * language, each language in its own group; the image with its alt text per language and the
 * contributors with their own widgets; the rest from the editor's field controls.
 */
export function EntityFields({ lang, fields, form }: { lang: Locale; fields: EntityField[]; form: UseFormReturn<FieldValues> }) {
  const languageField = (field: EntityField, locale: Locale, valueSchema: z.ZodType) => {
    const suffix = ` (${locale.toUpperCase()})`;
    const meta = { ...field.meta, label: { de: field.meta.label.de + suffix, en: field.meta.label.en + suffix } };
    return <FieldInput key={`${field.name}.${locale}`} name={`${field.name}.${locale}`} meta={meta} schema={valueSchema} lang={lang} form={form} />;
  };
  const general = fields.filter((field) => !field.perLanguage);
  const control = (field: EntityField) => {
    const label = field.meta.label[lang];
    if (field.meta.widget === "image") return <EntityImageInput key={field.name} name={field.name} label={label} lang={lang} form={form} />;
    if (isContributors(field.meta)) {
      return <ContributorsInput key={field.name} name={field.name} label={label} lang={lang} form={form} />;
    }
    return <FieldInput key={field.name} name={field.name} meta={field.meta} schema={field.schema} lang={lang} form={form} />;
  };
  return (
    <>
      {LOCALES.map((locale) => (
        <fieldset key={locale} className={styles.group} lang={locale}>
          <legend>{dashboardText(lang, locale === "de" ? "language_de" : "language_en")}</legend>
          {fields.map((field) => (field.perLanguage ? languageField(field, locale, field.perLanguage[locale]) : null))}
        </fieldset>
      ))}
      <fieldset className={styles.group}>
        <legend>{dashboardText(lang, "general")}</legend>
        {general.filter((field) => !isElsewhere(field.meta)).map(control)}
        <dl className={styles.readonly}>
          {general.filter((field) => isElsewhere(field.meta)).map((field) => (
            <div key={field.name}>
              <dt>{field.meta.label[lang]}</dt>
              <dd className={styles.muted}>{dashboardText(lang, "elsewhere")}</dd>
            </div>
          ))}
        </dl>
      </fieldset>
    </>
  );
}

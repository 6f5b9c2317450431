"use client";
import { useState } from "react";
import { useForm, type FieldValues } from "react-hook-form";
import type { z } from "zod";
import type { PageSettings } from "@schemas/api/editor";
import { createPageSchema, pageTranslationSchema, updatePageSchema } from "@schemas/entities/page";
import { LOCALES, type Locale } from "@schemas/rules/localized";
import { EditorApiError, type EditorApi } from "../api/editor-api";
import { FieldInput } from "../form/field-input";
import { findFieldMeta } from "../form/item-schema";
import { moduleResolver } from "../form/module-resolver";
import { changedSettings, settingsFormValues, TRANSLATION_FIELDS } from "./settings-values";
import { languageName, settingsText } from "./texts";
import formStyles from "../editor.module.css";
import styles from "./settings.module.css";

/** The page's own fields that have form metadata, in the schema's order (position and settings_url have none). */
const TOP_FIELDS = (Object.keys(createPageSchema.shape) as (keyof typeof createPageSchema.shape)[])
  .filter((key) => key !== "translations" && findFieldMeta(createPageSchema.shape[key]));

const resolver = (lang: Locale) => moduleResolver<FieldValues>(updatePageSchema, lang);

interface Props {
  lang: Locale;
  api: EditorApi;
  settings: PageSettings;
  onSaved: (settings: PageSettings) => void;
}

/**
 * The page-settings form, generated from the page schemas' field metadata and checked with
 * the schema the server checks with (updatePageSchema): per language the path, titles, meta
 * and Open Graph texts; then the page's switches, parent and share image. Only changed
 * fields are sent; the server's 400 messages land on their fields.
 */
export function PageSettingsForm({ lang, api, settings, onSaved }: Props) {
  const form = useForm<FieldValues>({ defaultValues: settingsFormValues(settings), resolver: resolver(lang), mode: "onTouched" });
  const [status, setStatus] = useState<"saved" | "unchanged" | "failed" | null>(null);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const patch = changedSettings(values, form.formState.dirtyFields, TOP_FIELDS);
    if (!Object.keys(patch).length) return setStatus("unchanged");
    try {
      const saved = await api<PageSettings>("PATCH", `pages/${settings.id}/`, patch);
      form.reset(settingsFormValues(saved));
      setStatus("saved");
      onSaved(saved);
    } catch (error) {
      setStatus("failed");
      if (!(error instanceof EditorApiError)) return;
      for (const [path, messages] of Object.entries(error.fieldErrors)) form.setError(path === "_root" ? "root" : path, { message: messages.join(" ") });
    }
  }, () => setStatus("failed"));

  const field = (name: string, schema: z.ZodType) => {
    const meta = findFieldMeta(schema);
    return meta ? <FieldInput key={name} name={name} meta={meta} schema={schema} lang={lang} form={form} /> : null;
  };

  return (
    <form onSubmit={submit} className={formStyles.form} noValidate aria-labelledby="page-settings-title">
      <div className={styles.languages}>
        {LOCALES.map((code) => (
          <fieldset key={code} className={styles.group}>
            <legend>{languageName(lang, code)}</legend>
            {!settings.translations[code] && <p className={formStyles.help}>{settingsText(lang, "no_translation")}</p>}
            {settings.urls[code] && <p className={formStyles.help}>{settingsText(lang, "url_is", { url: settings.urls[code] })}</p>}
            {TRANSLATION_FIELDS.map((key) => field(`translations.${code}.${key}`, pageTranslationSchema.shape[key]))}
          </fieldset>
        ))}
      </div>
      <fieldset className={styles.group}>
        <legend>{settingsText(lang, "general")}</legend>
        {TOP_FIELDS.map((key) => field(key, createPageSchema.shape[key]))}
      </fieldset>
      {errors.root?.message && <p className={formStyles.fieldError} role="alert">{errors.root.message}</p>}
      <p role="status" className={status === "failed" ? formStyles.fieldError : styles.status}>{status && settingsText(lang, status)}</p>
      <div className={formStyles.actions}>
        <button type="submit" className={formStyles.primary} disabled={isSubmitting}>{settingsText(lang, "save")}</button>
      </div>
    </form>
  );
}

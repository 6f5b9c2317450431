"use client";
import { useId } from "react";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import type { PageSettings } from "@schemas/api/editor";
import { slugify, slugSchema } from "@schemas/entities/common";
import { LOCALES, type Locale } from "@schemas/rules/localized";
import { requiredText } from "@schemas/rules/text";
import { EditorApiError, type EditorApi } from "../api/editor-api";
import { moduleResolver } from "../form/module-resolver";
import { childFieldOf, childPath } from "./settings-values";
import { languageName, settingsText } from "./texts";
import formStyles from "../editor.module.css";
import styles from "./settings.module.css";

const entry = z.object({ title: requiredText(), slug: slugSchema });
/**
 * A new page needs a title and a path segment in each language, and sits below this page or
 * at the top level; the server checks the rest (a taken path ...).
 */
export const childPageSchema = z.object({ de: entry, en: entry, placement: z.enum(["child", "top"]) });
type ChildPage = z.infer<typeof childPageSchema>;

interface Props {
  lang: Locale;
  api: EditorApi;
  parent: PageSettings;
  /** Where to go once created: the new page's edit mode. */
  onCreated: (page: PageSettings) => void;
}

/** Create a page below this one (offline at first) and go on to edit it. */
export function ChildPageForm({ lang, api, parent, onCreated }: Props) {
  const id = useId();
  const form = useForm<ChildPage>({
    defaultValues: { de: { title: "", slug: "" }, en: { title: "", slug: "" }, placement: "child" },
    resolver: moduleResolver<ChildPage>(childPageSchema, lang),
    mode: "onTouched",
  });
  const { errors, isSubmitting } = form.formState;
  const values = useWatch({ control: form.control });

  const submit = form.handleSubmit(async (child) => {
    const below = child.placement === "child";
    const translations = Object.fromEntries(LOCALES.map((code) => [code, { title: child[code].title, path: below ? childPath(parent.translations[code]?.path, child[code].slug) : child[code].slug }]));
    try {
      onCreated(await api<PageSettings>("POST", "pages/", { parent_id: below ? parent.id : null, is_online: false, translations }));
    } catch (error) {
      if (!(error instanceof EditorApiError)) return form.setError("root", { message: settingsText(lang, "failed") });
      for (const [path, messages] of Object.entries(error.fieldErrors)) form.setError(childFieldOf(path) as "root", { message: messages.join(" ") });
    }
  });

  // The resolver keys nested paths flat ("de.slug"); getFieldState finds both forms.
  const message = (code: Locale, key: "title" | "slug") => form.getFieldState(`${code}.${key}`).error?.message;

  return (
    <form onSubmit={submit} className={formStyles.form} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.subheading}>{settingsText(lang, "child")}</h3>
      <p className={formStyles.help}>{settingsText(lang, "child_help")}</p>
      <fieldset className={styles.group}>
        <legend>{settingsText(lang, "placement")}</legend>
        {(["child", "top"] as const).map((placement) => (
          <label key={placement} className={styles.choice}>
            <input type="radio" value={placement} {...form.register("placement")} /> {settingsText(lang, placement === "child" ? "placement_child" : "placement_top")}
          </label>
        ))}
      </fieldset>
      <div className={styles.languages}>
        {LOCALES.map((code) => {
          const language = languageName(lang, code);
          const segment = values[code]?.slug || "…";
          const url = `/${code}/${values.placement === "top" ? segment : childPath(parent.translations[code]?.path, segment)}`;
          return (
            <div key={code} className={styles.group}>
              {(["title", "slug"] as const).map((key) => {
                const fieldId = `${id}-${code}-${key}`;
                const error = message(code, key);
                const describedBy = [key === "slug" && `${fieldId}-help`, error && `${fieldId}-error`].filter(Boolean).join(" ") || undefined;
                return (
                  <div key={key} className={formStyles.field}>
                    <label htmlFor={fieldId}>{settingsText(lang, key === "title" ? "child_title" : "child_slug", { language })}</label>
                    <input id={fieldId} type="text" aria-invalid={error ? true : undefined} aria-describedby={describedBy}
                      {...form.register(`${code}.${key}`, key === "title" ? {
                        // A path segment is proposed from the title until the editor writes one.
                        onBlur: (event: { target: { value: string } }) => {
                          if (!form.getValues(`${code}.slug`)) form.setValue(`${code}.slug`, slugify(event.target.value), { shouldValidate: true });
                        },
                      } : {})} />
                    {key === "slug" && <p id={`${fieldId}-help`} className={formStyles.help}>{settingsText(lang, "child_slug_help", { url })}</p>}
                    {error && <p id={`${fieldId}-error`} className={formStyles.fieldError}>{error}</p>}
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>
      {errors.root?.message && <p className={formStyles.fieldError} role="alert">{errors.root.message}</p>}
      <div className={formStyles.actions}>
        <button type="submit" className={formStyles.secondary} disabled={isSubmitting}>{settingsText(lang, "child_create")}</button>
      </div>
    </form>
  );
}

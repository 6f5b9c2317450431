"use client";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import type { FieldMeta } from "@schemas/rules/field";
import { LOCALES, type Locale } from "@schemas/rules/localized";
import { errorOf } from "../field-error";
import { FileInput } from "./file-input";
import { fileText } from "./file-texts";
import styles from "@/editor/editor.module.css";
import own from "./widgets.module.css";

interface Props {
  id: string;
  name: string;
  meta: FieldMeta;
  lang: Locale;
  form: UseFormReturn<FieldValues>;
}

/**
 * A video's captions: one WebVTT file per site language (`captions.de`, `captions.en`), each
 * uploaded or chosen with the file widget. A group, so each file input is named by its
 * language and the group by the field's label.
 */
export function CaptionsInput({ id, name, meta, lang, form }: Props) {
  const groupError = errorOf(form, name);
  return (
    <fieldset className={`${styles.field} ${own.captions}`} aria-describedby={[meta.help && `${id}-help`, groupError && `${id}-error`].filter(Boolean).join(" ") || undefined}>
      <legend>{meta.label[lang]}</legend>
      {meta.help && <p id={`${id}-help`} className={styles.help}>{meta.help[lang]}</p>}
      {LOCALES.map((track) => {
        const trackId = `${id}-${track}`;
        const error = errorOf(form, `${name}.${track}`);
        return (
          <div key={track} className={styles.field}>
            <label htmlFor={trackId}>{fileText(lang, `caption_language_${track}`)}</label>
            <FileInput
              id={trackId}
              name={`${name}.${track}`}
              lang={lang}
              kind={meta.media ?? "captions"}
              control={form.control}
              describedBy={error ? `${trackId}-error` : undefined}
              invalid={Boolean(error)}
            />
            {error && <p id={`${trackId}-error`} className={styles.fieldError}>{error}</p>}
          </div>
        );
      })}
      {groupError && <p id={`${id}-error`} className={styles.fieldError}>{groupError}</p>}
    </fieldset>
  );
}

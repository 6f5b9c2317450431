"use client";
import { Controller, type FieldValues, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import type { FieldMeta } from "@schemas/rules/field";
import { isFinderKind } from "@schemas/api/finder";
import type { Locale } from "@schemas/rules/localized";
import { editorText } from "../i18n";
import { acceptsUndefined, listItemFields } from "./item-schema";
import { errorOf } from "./field-error";
import { RichText } from "./widgets/rich-text-lazy";
import { DateInput } from "./widgets/date-input";
import { ListField } from "./widgets/list-field";
import { ImageInput } from "./widgets/image-input";
import { FileInput } from "./widgets/file-input";
import { CaptionsInput } from "./widgets/captions-input";
import { LinkInput } from "./widgets/link-input";
import { ReferenceInput } from "./widgets/reference-input";
import styles from "../editor.module.css";

/** Widgets this form draws; the others keep their stored value and say so. */
const EDITABLE = new Set(["text", "email", "url", "link", "textarea", "html", "richtext", "number", "checkbox", "select", "radio", "date", "datetime", "list", "image", "reference", "references", "file", "captions"]);
export const isEditableWidget = (widget: string) => EDITABLE.has(widget);

interface Props {
  name: string;
  meta: FieldMeta;
  schema: z.ZodType;
  lang: Locale;
  form: UseFormReturn<FieldValues>;
}

/** Option values may be numbers (headline levels): the chosen one is turned back into its own type. */
const optionValue = (meta: FieldMeta, raw: unknown) => meta.options?.find((option) => String(option.value) === String(raw))?.value ?? raw;


/** One generated field: label, widget from the field's metadata, help and the error message. */
export function FieldInput({ name, meta, schema, lang, form }: Props) {
  const { register, control } = form;
  const error = errorOf(form, name);
  const id = `field-${name.replaceAll(".", "-")}`;
  const describedBy = [meta.help && `${id}-help`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  const common = { id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy };
  const label = meta.label[lang];
  const items = meta.widget === "list" ? listItemFields(schema) : null;
  // An emptied optional text stores nothing: "" is not a valid optional link or e-mail.
  const text = { setValueAs: (value: unknown) => (value === "" && acceptsUndefined(schema) ? undefined : value) };
  // Cleared optional images and references store null where the schema takes it (so a change sends the removal).
  const empty = schema.safeParse(null).success ? null : undefined;
  let control_;
  switch (meta.widget) {
    case "reference":
    case "references": {
      // Kinds without a finder (seat groups ...) keep a plain id input.
      if (!meta.reference || !isFinderKind(meta.reference)) {
        control_ = meta.widget === "reference"
          ? <input type="number" min={1} {...common} {...register(name, { setValueAs: (value: string) => (value === "" ? empty : Number(value)) })} />
          : <p id={id} className={styles.help}>{editorText(lang, "not_editable")}</p>;
        break;
      }
      return (
        <fieldset className={styles.field} aria-describedby={describedBy}>
          <legend>{label}</legend>
          <ReferenceInput id={id} name={name} lang={lang} kind={meta.reference} multiple={meta.widget === "references"} empty={empty} control={control} />
          {meta.help && <p id={`${id}-help`} className={styles.help}>{meta.help[lang]}</p>}
          {error && <p id={`${id}-error`} className={styles.fieldError}>{error}</p>}
        </fieldset>
      );
    }
    case "link":
      control_ = <LinkInput name={name} lang={lang} form={form} common={common} registration={register(name, text)} />;
      break;
    case "list":
      if (items) return <ListField name={name} meta={meta} lang={lang} form={form} itemFields={items} />;
      control_ = <p id={id} className={styles.help}>{editorText(lang, "not_editable")}</p>;
      break;
    case "richtext":
      control_ = (
        <Controller
          name={name}
          control={control}
          render={({ field }) => (
            <RichText id={id} lang={lang} value={field.value} onChange={field.onChange} onBlur={field.onBlur} describedBy={describedBy} invalid={Boolean(error)} labelledBy={`${id}-label`} />
          )}
        />
      );
      break;
    case "image":
      control_ = <ImageInput id={id} name={name} lang={lang} control={control} describedBy={describedBy} invalid={Boolean(error)} empty={empty} />;
      break;
    case "file":
      control_ = meta.media
        ? <FileInput id={id} name={name} lang={lang} kind={meta.media} control={control} describedBy={describedBy} invalid={Boolean(error)} />
        : <p id={id} className={styles.help}>{editorText(lang, "not_editable")}</p>;
      break;
    case "captions":
      return <CaptionsInput id={id} name={name} meta={meta} lang={lang} form={form} />;
    case "date":
    case "datetime":
      control_ = <DateInput name={name} control={control} kind={meta.widget} common={common} />;
      break;
    case "textarea":
    case "html":
      control_ = <textarea rows={meta.widget === "html" ? 8 : 4} {...common} {...register(name, text)} />;
      break;
    case "number":
      control_ = <input type="number" {...common} {...register(name, { setValueAs: (value: string) => (value === "" ? undefined : Number(value)) })} />;
      break;
    case "checkbox":
      control_ = <input type="checkbox" {...common} {...register(name)} />;
      break;
    case "select":
      control_ = (
        <select {...common} {...register(name, { setValueAs: (value: string) => optionValue(meta, value) })}>
          {meta.options?.map((option) => <option key={String(option.value)} value={String(option.value)}>{option.label[lang]}</option>)}
        </select>
      );
      break;
    case "radio":
      return (
        <fieldset className={styles.field} aria-describedby={describedBy}>
          <legend>{label}</legend>
          {meta.options?.map((option) => (
            <label key={String(option.value)} className={styles.inline}>
              <input type="radio" value={String(option.value)} {...register(name, { setValueAs: (value: string) => optionValue(meta, value) })} />
              {option.label[lang]}
            </label>
          ))}
          {error && <p id={`${id}-error`} className={styles.fieldError}>{error}</p>}
        </fieldset>
      );
    default:
      control_ = isEditableWidget(meta.widget)
        ? <input type={meta.widget === "email" ? "email" : "text"} inputMode={meta.widget === "url" ? "url" : undefined} {...common} {...register(name, text)} />
        : <p id={id} className={styles.help}>{editorText(lang, "not_editable")}</p>;
  }
  return (
    <div className={styles.field}>
      {/* The rich text box is a contenteditable, not a labelable element: it is named by aria-labelledby. */}
      {meta.widget === "richtext" ? <span id={`${id}-label`} className={styles.fieldLabel}>{label}</span> : <label htmlFor={id}>{label}</label>}
      {control_}
      {meta.help && <p id={`${id}-help`} className={styles.help}>{meta.help[lang]}</p>}
      {error && <p id={`${id}-error`} className={styles.fieldError}>{error}</p>}
    </div>
  );
}

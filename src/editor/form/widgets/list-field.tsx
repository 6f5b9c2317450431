"use client";
import { useFieldArray, type FieldValues, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { getFieldMeta, type FieldMeta } from "@schemas/rules/field";
import type { Locale } from "@schemas/rules/localized";
import { editorText } from "@/editor/i18n";
import { FieldInput } from "../field-input";
import { newListItem } from "../new-item";
import styles from "./widgets.module.css";

interface Props {
  name: string;
  meta: FieldMeta;
  lang: Locale;
  form: UseFormReturn<FieldValues>;
  itemFields: Record<string, z.ZodType>;
}

/** Repeatable children (FAQ entries, teaser items ...): add, remove, move up and down. */
export function ListField({ name, meta, lang, form, itemFields }: Props) {
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name });
  const itemLabel = meta.itemLabel?.[lang] ?? meta.label[lang];
  return (
    <fieldset className={styles.list}>
      <legend>{meta.label[lang]}</legend>
      {fields.map((item, index) => {
        const n = index + 1;
        return (
          <div key={item.id} className={styles.item} role="group" aria-labelledby={`${name}-${item.id}-title`}>
            <h3 id={`${name}-${item.id}-title`}>{editorText(lang, "item_n", { label: itemLabel, n })}</h3>
            {Object.entries(itemFields).map(([key, schema]) => {
              const fieldMeta = getFieldMeta(schema);
              return fieldMeta ? <FieldInput key={key} name={`${name}.${index}.${key}`} meta={fieldMeta} schema={schema} lang={lang} form={form} /> : null;
            })}
            <div className={styles.row}>
              <button type="button" className={styles.tool} disabled={index === 0} onClick={() => move(index, index - 1)}>
                {editorText(lang, "move_up", { label: itemLabel, n })}
              </button>
              <button type="button" className={styles.tool} disabled={index === fields.length - 1} onClick={() => move(index, index + 1)}>
                {editorText(lang, "move_down", { label: itemLabel, n })}
              </button>
              <button type="button" className={styles.tool} onClick={() => remove(index)}>
                {editorText(lang, "remove_item", { label: itemLabel, n })}
              </button>
            </div>
          </div>
        );
      })}
      <div className={styles.row}>
        <button type="button" className={styles.tool} onClick={() => append(newListItem(itemFields))}>
          {editorText(lang, "add_item", { label: itemLabel })}
        </button>
      </div>
    </fieldset>
  );
}

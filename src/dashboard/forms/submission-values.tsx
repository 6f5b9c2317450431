import type { Locale } from "@schemas/rules/localized";
import type { FieldKind } from "@schemas/entities/form-field";
import { FIELD_KIND } from "@schemas/entities/form-field";
import type { Localized } from "@schemas/rules/localized";
import { formsText } from "./texts";

export interface FieldInfo { slug: string; field_type: FieldKind; label: Localized<string>; choices: { value: string; label: Localized<string> }[] }

/** A stored value as words: choices by their label, ticks as yes/no, lists joined. */
export function valueText(lang: Locale, field: FieldInfo | undefined, value: unknown): string {
  const label = (item: unknown) => field?.choices.find((choice) => choice.value === item)?.label[lang] ?? String(item);
  if (value === undefined || value === null || value === "") return formsText(lang, "no_value");
  if (Array.isArray(value)) return value.map(label).join(", ");
  if (typeof value === "boolean") return lang === "de" ? (value ? "ja" : "nein") : value ? "yes" : "no";
  return label(value);
}

/** A one-line summary for the list: the first few filled answers. */
export function summaryOf(lang: Locale, fields: readonly FieldInfo[], values: Record<string, unknown>): string {
  return fields.filter((field) => field.field_type !== FIELD_KIND.file && values[field.slug] !== undefined).slice(0, 3)
    .map((field) => valueText(lang, field, values[field.slug])).join(" · ").slice(0, 160);
}

import type { FormFieldItem } from "@schemas/entities/form-fields-list";
import { FIELD_KIND, type FieldKind } from "@schemas/entities/form-field";
import type { Localized } from "@schemas/rules/localized";

/** A field as the editor's row holds it: choices as editable lines "value; German; English". */
export interface FieldRow {
  slug: string;
  field_type: FieldKind;
  label: Localized<string>;
  help_text: Localized<string>;
  placeholder_text: Localized<string>;
  required: boolean;
  visible: boolean;
  default: string;
  choices: string;
}

export interface StoredFieldLike {
  slug: string; field_type: FieldKind; label: Localized<string>; help_text: Localized<string>; placeholder_text: Localized<string>;
  required: boolean; visible: boolean; default: string | null; choices: { value: string; label: Localized<string> }[];
}

export const toRow = (field: StoredFieldLike): FieldRow => ({
  slug: field.slug, field_type: field.field_type, label: field.label, help_text: field.help_text, placeholder_text: field.placeholder_text,
  required: field.required, visible: field.visible, default: field.default ?? "",
  choices: field.choices.map((choice) => [choice.value, choice.label.de, choice.label.en].join("; ")).join("\n"),
});

export const emptyRow = (): FieldRow => ({
  slug: "", field_type: FIELD_KIND.text, label: { de: "", en: "" }, help_text: { de: "", en: "" }, placeholder_text: { de: "", en: "" },
  required: false, visible: true, default: "", choices: "",
});

/** A row as the server takes it: a line "wert; Deutsch; English" is a choice; a missing English label repeats the German. */
export function fromRow(row: FieldRow): FormFieldItem {
  const choices = row.choices.split("\n").map((line) => line.split(";").map((part) => part.trim())).filter((parts) => parts[0])
    .map(([value, de, en]) => ({ value: value!, label: { de: de || value!, en: en || de || value! } }));
  return {
    slug: row.slug.trim(), field_type: Number(row.field_type) as FieldKind, label: row.label, help_text: row.help_text, placeholder_text: row.placeholder_text,
    required: row.required, visible: row.visible, default: row.default.trim() || null, choices,
  };
}

/** The server names a choice's problem by its index; the row shows it on the choices box. */
export const rowPath = (path: string) => path.replace(/^(fields\.\d+\.choices)\..*$/, "$1");

import type { InitialFieldValue, ServedFormField } from "./form";

/*
 * The form fields' kinds and a field's starting value, apart from form-field.ts (which
 * re-exports the kinds) so the visitor's form does not import zod or the editor's labels for
 * the kinds: its schema loads when the visitor first enters it.
 */

/** Field kinds by number, as the form API sends them (the django-forms-builder numbering). */
export const FIELD_KIND = {
  text: 1, textarea: 2, email: 3, checkbox: 4, checkboxMultiple: 5, select: 6, selectMultiple: 7,
  radio: 8, file: 9, date: 10, dateTime: 11, hidden: 12, number: 13, url: 14, dateOfBirth: 15,
  consent: 16, heading: 17,
} as const;
export type FieldKind = (typeof FIELD_KIND)[keyof typeof FIELD_KIND];

/** Kinds whose value is a list of choices (spec 000 §5: types 5 and 7). */
export const LIST_KINDS: readonly FieldKind[] = [FIELD_KIND.checkboxMultiple, FIELD_KIND.selectMultiple];

/** A field's value before the visitor types (spec 000 §5): file null, lists wrapped, else the default. */
export function initialFieldValue(item: Pick<ServedFormField, "field_type" | "default">): InitialFieldValue {
  if (item.field_type === FIELD_KIND.file) return null;
  if (typeof item.field_type === "number" && LIST_KINDS.includes(item.field_type)) return item.default ? [item.default] : [];
  return item.default ?? "";
}

import { z } from "zod";
import { field, l } from "../rules/field";
import { localized, type Localized } from "../rules/localized";
import { requiredText } from "../rules/text";
import { flag, localizedOptional, localizedTitle, position, requiredReference, slugSchema } from "./common";
import { FIELD_KIND, LIST_KINDS, type FieldKind } from "./form-field-kinds";

export { FIELD_KIND, LIST_KINDS, type FieldKind };
export const FIELD_KINDS = Object.values(FIELD_KIND);

export const KIND_LABELS: Record<FieldKind, Localized<string>> = {
  1: l("Text", "Text"), 2: l("Mehrzeiliger Text", "Text area"), 3: l("E-Mail", "E-mail"),
  4: l("Checkbox", "Checkbox"), 5: l("Mehrfach-Checkboxen", "Checkboxes"), 6: l("Auswahlliste", "Select"),
  7: l("Mehrfachauswahl", "Multiple select"), 8: l("Optionsfelder", "Radio buttons"), 9: l("Datei", "File"),
  10: l("Datum", "Date"), 11: l("Datum und Uhrzeit", "Date and time"), 12: l("Versteckt", "Hidden"),
  13: l("Zahl", "Number"), 14: l("URL", "URL"), 15: l("Geburtsdatum", "Date of birth"),
  16: l("Einwilligung", "Consent"), 17: l("Zwischenüberschrift mit Hilfetext", "Heading with help text"),
};

/** Kinds whose value must be one (or, for list kinds, several) of the field's choices. */
export const CHOICE_KINDS: readonly FieldKind[] = [...LIST_KINDS, FIELD_KIND.select, FIELD_KIND.radio];

/** A heading (its label) with its help text between the fields: shown, never filled in. */
export const VALUELESS_KINDS: readonly FieldKind[] = [FIELD_KIND.heading];

/** The confirmation field every served form ends with; it is never stored as a field. */
export const EMAIL_CONFIRM_SLUG = "email2";
export const EMAIL_CONFIRM_TYPE = "emailconfirm";

export const CHOICES_MAX = 100;
export const CHOICE_VALUE_MAX = 100;
export const DEFAULT_MAX = 1000;
export const HELP_TEXT_MAX = 500;

/** A choice: the value stored in a submission and its label per language. */
export const choiceSchema = z.object({
  value: z.string({ error: "required" }).trim().min(1, { error: "required" }).max(CHOICE_VALUE_MAX, { error: "too_long" }),
  label: localized(requiredText()),
});
export type Choice = z.infer<typeof choiceSchema>;

export const formFieldFieldsSchema = z.object({
  form_id: requiredReference("form", l("Formular", "Form")),
  label: localizedTitle(l("Beschriftung", "Label")),
  slug: field(slugSchema.refine((slug) => slug !== EMAIL_CONFIRM_SLUG, { error: "invalid" }), {
    label: l("Schlüssel", "Key"),
    widget: "text",
  }),
  field_type: field(z.literal(FIELD_KINDS, { error: "invalid_choice" }), {
    label: l("Feldtyp", "Field type"),
    widget: "select",
    options: FIELD_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] })),
  }),
  required: flag(l("Pflichtfeld", "Required")),
  visible: flag(l("Sichtbar", "Visible")),
  choices: field(z.array(choiceSchema).max(CHOICES_MAX, { error: "too_big" }).optional(), {
    label: l("Auswahlmöglichkeiten", "Choices"),
    widget: "list",
    itemLabel: l("Auswahl", "Choice"),
  }),
  default: field(z.string().trim().max(DEFAULT_MAX, { error: "too_long" }).nullable().optional(), {
    label: l("Vorgabewert", "Default value"),
    widget: "text",
  }),
  placeholder_text: localizedOptional(l("Platzhalter", "Placeholder")),
  help_text: localizedOptional(l("Hilfetext", "Help text"), HELP_TEXT_MAX, "textarea"),
  position: position(),
});

/** Choice kinds are useless without choices. */
export const createFormFieldSchema = formFieldFieldsSchema.superRefine((value, ctx) => {
  if (CHOICE_KINDS.includes(value.field_type) && !value.choices?.length) {
    ctx.addIssue({ code: "custom", message: "required", path: ["choices"] });
  }
});
export type CreateFormFieldInput = z.input<typeof createFormFieldSchema>;
export type CreateFormField = z.output<typeof createFormFieldSchema>;
export const updateFormFieldSchema = formFieldFieldsSchema.partial();

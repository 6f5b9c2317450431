import "server-only";
import { FIELD_KIND } from "@schemas/entities/form-field";
import type { StoredFormField } from "@schemas/entities/form";
import type { Locale } from "@schemas/rules/localized";
import { dashboardUrl } from "../auth/admin-menus";
import { config } from "../config";
import type { FormRow } from "./read-form";

/** A value as one line of the mail: lists joined, ticks as words, choices by their label. */
function showValue(field: StoredFormField, value: unknown): string {
  const label = (choice: string) => field.choices?.find((item) => item.value === choice)?.label.de ?? choice;
  if (Array.isArray(value)) return value.map((item) => label(String(item))).join(", ");
  if (typeof value === "boolean") return value ? "ja" : "nein";
  if (field.field_type === FIELD_KIND.file) return "(Datei, im Dashboard herunterladen)";
  return label(String(value));
}

/**
 * The editors' notice of a new submission: in German, the editors' language, whatever the
 * visitor's; it names every filled field and links to the submission in the dashboard.
 */
export function submissionMail(form: FormRow, fields: readonly StoredFormField[], values: Record<string, unknown>, lang: Locale, submissionId: number) {
  const lines = fields.filter((field) => values[field.slug] !== undefined)
    .map((field) => `${field.label.de}: ${showValue(field, values[field.slug])}`);
  const link = new URL(`${dashboardUrl("de", "forms", form.id)}submissions/${submissionId}/`, config.SITE_URL).toString();
  return {
    subject: `Neue Einsendung: ${form.title.de}`,
    text: [`Über das Formular „${form.title.de}“ (${lang === "de" ? "deutsche" : "englische"} Seite) kam eine neue Einsendung:`, "", ...lines, "", link].join("\n"),
  };
}

import { z } from "zod";
import { httpUrlSchema } from "../rules/link";
import { DESCRIPTION_MAX, emailSchema } from "../rules/text";
import { URL_MAX, idSchema } from "./common";
import { EMAIL_CONFIRM_SLUG, FIELD_KIND, VALUELESS_KINDS, type FieldKind } from "./form-field";

export const TEXT_VALUE_MAX = 1000;
export const FILE_TOKEN_PATTERN = /^[\w.-]{1,255}$/;

/** What POST /{lang}/api/forms-entries/ carries before the form is known. */
export const createFormSubmissionSchema = z.object({
  form: idSchema,
  field_values: z.record(z.string(), z.unknown()),
});
export type FormSubmission = z.output<typeof createFormSubmissionSchema>;

/** The parts of a field the submission rules read: a stored field or a served one. */
export interface FieldRule {
  slug: string;
  field_type: FieldKind;
  required?: boolean;
  visible?: boolean;
  choices?: readonly { value: string }[];
}

/** Missing: a wrong type with no value at all. */
const need = { error: (issue: { input?: unknown }) => (issue.input === undefined ? "required" : "invalid") };

const CHECKED = new Set([true, "true", "on", "1", "yes"]);

/** The schema of one filled-in value; blank values never reach it (see valueSchema). */
function filledSchema(kind: FieldKind, choices: readonly string[]): z.ZodType {
  const choice = z.string(need).refine((value) => choices.includes(value), { error: "invalid_choice" });
  switch (kind) {
    case FIELD_KIND.email:
      return emailSchema;
    case FIELD_KIND.textarea:
      return z.string(need).max(DESCRIPTION_MAX, { error: "too_long" });
    case FIELD_KIND.checkbox:
    case FIELD_KIND.consent:
      return z.union([z.boolean(), z.string()], need).transform((value) => CHECKED.has(value));
    case FIELD_KIND.checkboxMultiple:
    case FIELD_KIND.selectMultiple:
      return z.array(choice, need).max(choices.length, { error: "too_big" });
    case FIELD_KIND.select:
    case FIELD_KIND.radio:
      return choice;
    case FIELD_KIND.file:
      return z.string(need).regex(FILE_TOKEN_PATTERN, { error: "invalid" });
    case FIELD_KIND.date:
    case FIELD_KIND.dateOfBirth:
      // The date input sends ISO dates; the DD-MM-YYYY wording of URL dates would mislead here.
      return z.string(need).pipe(z.iso.date({ error: "invalid" }));
    case FIELD_KIND.dateTime:
      return z.string(need).pipe(z.iso.datetime({ local: true, error: "invalid" }));
    case FIELD_KIND.number:
      return z.union([z.number(), z.string()], need).transform((value, ctx) => {
        const number = typeof value === "number" ? value : Number(value.trim().replace(",", "."));
        if (Number.isFinite(number)) return number;
        ctx.addIssue({ code: "custom", message: "invalid_number" });
        return z.NEVER;
      });
    case FIELD_KIND.url:
      return httpUrlSchema.pipe(z.string().max(URL_MAX, { error: "too_long" }));
    default:
      return z.string(need).max(TEXT_VALUE_MAX, { error: "too_long" });
  }
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || value === false ||
  (typeof value === "string" && value.trim() === "") || (Array.isArray(value) && value.length === 0);

/** Blank (empty text, no choice, unticked) is "required" for required fields and left out otherwise. */
function valueSchema(rule: FieldRule): z.ZodType {
  const filled = filledSchema(rule.field_type, (rule.choices ?? []).map((choice) => choice.value));
  // A consent box is only worth having ticked: unticked is "required" whatever the flag says.
  const required = rule.required || rule.field_type === FIELD_KIND.consent;
  return z.preprocess((value) => (isBlank(value) ? undefined : value), required ? filled : filled.optional());
}

/** The fields a visitor fills in: visible ones, headings excepted. */
export const fillableFields = <T extends FieldRule>(fields: readonly T[]): T[] =>
  fields.filter((rule) => rule.visible !== false && !VALUELESS_KINDS.includes(rule.field_type));

/**
 * The values of one form, by slug: every fillable field, unknown keys dropped, and the
 * appended email2 field, which when filled must repeat the form's first e-mail field
 * ("invalid_email" otherwise). The page's react-hook-form and the server parse with it.
 */
export function buildFieldValuesSchema(fields: readonly FieldRule[]) {
  const fillable = fillableFields(fields);
  const shape: Record<string, z.ZodType> = {};
  for (const rule of fillable) shape[rule.slug] = valueSchema(rule);
  shape[EMAIL_CONFIRM_SLUG] = z.preprocess((value) => (isBlank(value) ? undefined : value), emailSchema.optional());
  const emailSlug = fillable.find((rule) => rule.field_type === FIELD_KIND.email)?.slug;

  return z.object(shape).superRefine((data, ctx) => {
    const confirmation = data[EMAIL_CONFIRM_SLUG];
    if (typeof confirmation !== "string") return;
    const email = emailSlug ? data[emailSlug] : undefined;
    if (typeof email !== "string" || email.toLowerCase() !== confirmation.toLowerCase()) {
      ctx.addIssue({ code: "custom", message: "invalid_email", path: [EMAIL_CONFIRM_SLUG] });
    }
  }, {
    // Compared whenever both addresses are themselves valid, so a visitor hears about a
    // mistyped confirmation together with the other fields' messages, not only after them.
    when: ({ issues }) => !issues.some((issue) => issue.path?.[0] === EMAIL_CONFIRM_SLUG || issue.path?.[0] === emailSlug),
  });
}
export type FieldValues = Record<string, unknown>;

/** The whole POST /{lang}/api/forms-entries/ body for one form. */
export function buildFormSubmissionSchema(formId: number, fields: readonly FieldRule[]) {
  return z.object({
    form: z.literal(formId, { error: "invalid_choice" }),
    field_values: buildFieldValuesSchema(fields),
  });
}

import { z } from "zod";
import { createFormSchema } from "./form";
import { CHOICE_KINDS, formFieldFieldsSchema } from "./form-field";

export const FORM_FIELDS_MAX = 60;

/** One field as the dashboard's field list sends it: everything but the form and the position (its place in the list). */
export const formFieldItemSchema = formFieldFieldsSchema.omit({ form_id: true, position: true });
export type FormFieldItem = z.input<typeof formFieldItemSchema>;

/**
 * PUT /{lang}/dashboard-api/form-fields/{id}/: a form's fields in order, replacing the stored
 * ones. Keys are unique within the form (submissions keep their values by key), and choice
 * kinds need choices.
 */
export const formFieldsListSchema = z.object({
  fields: z.array(formFieldItemSchema).max(FORM_FIELDS_MAX, { error: "too_big" }),
}).superRefine(({ fields }, ctx) => {
  const seen = new Set<string>();
  fields.forEach((item, index) => {
    if (seen.has(item.slug)) ctx.addIssue({ code: "custom", message: "already_exists", path: ["fields", index, "slug"] });
    seen.add(item.slug);
    if (CHOICE_KINDS.includes(item.field_type) && !item.choices?.length) {
      ctx.addIssue({ code: "custom", message: "required", path: ["fields", index, "choices"] });
    }
  });
});
export type FormFieldsList = z.output<typeof formFieldsListSchema>;

/** POST /{lang}/dashboard-api/form-create/: a new form starts with its title and slug; the rest is edited after. */
export const newFormSchema = createFormSchema.pick({ title: true, slug: true });
export type NewForm = z.input<typeof newFormSchema>;

/** The submissions list and the CSV export: a date range (Berlin days, inclusive) and a keyset cursor. */
export const submissionQuerySchema = z.object({
  from: z.iso.date({ error: "invalid" }).optional().catch(undefined),
  to: z.iso.date({ error: "invalid" }).optional().catch(undefined),
  /** Rows older than this submission id (the next page). */
  before: z.coerce.number().int().min(1).optional().catch(undefined),
  /** The CSV column separator: a semicolon for German Excel. */
  sep: z.enum(["comma", "semicolon"]).default("comma").catch("comma"),
});
export type SubmissionQuery = z.output<typeof submissionQuerySchema>;

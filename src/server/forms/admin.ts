import "server-only";
import { asc, eq } from "drizzle-orm";
import { formFieldsListSchema, newFormSchema } from "@schemas/entities/form-fields-list";
import { TAGS } from "../cache-tags";
import type { Db } from "../db/open";
import { formFields, forms } from "../db/schema";
import { NotFoundError, ValidationError } from "../errors";
import { revalidate } from "../revalidate";

/** A new form, offline until its fields are there: the editor switches it online on its change page. */
export async function createForm(db: Db, input: unknown): Promise<{ id: number }> {
  const parsed = newFormSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError(parsed.error);
  const [row] = await db.insert(forms).values({ ...parsed.data, is_online: false }).returning({ id: forms.id });
  revalidate(TAGS.forms);
  return row!;
}

/** The change page's field list: every stored field in order. */
export async function readFormFields(db: Db, formId: number) {
  return db.select().from(formFields).where(eq(formFields.form_id, formId)).orderBy(asc(formFields.position), asc(formFields.id));
}

/**
 * Replace a form's fields with the list sent, in its order, in one transaction with the form
 * locked. Stored submissions keep their values by key, so a removed field's answers stay in
 * them (and in the export) under that key.
 */
export async function replaceFormFields(db: Db, formId: number, input: unknown) {
  const parsed = formFieldsListSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError(parsed.error);
  await db.transaction(async (tx) => {
    const [form] = await tx.select({ id: forms.id }).from(forms).where(eq(forms.id, formId)).for("update");
    if (!form) throw new NotFoundError(`form ${formId} not found`);
    await tx.delete(formFields).where(eq(formFields.form_id, formId));
    if (parsed.data.fields.length) {
      await tx.insert(formFields).values(parsed.data.fields.map((item, position) => ({
        form_id: formId, position, label: item.label, slug: item.slug, field_type: item.field_type,
        required: item.required ?? false, visible: item.visible ?? true, choices: item.choices ?? [],
        default: item.default ?? null, placeholder_text: item.placeholder_text ?? { de: "", en: "" }, help_text: item.help_text ?? { de: "", en: "" },
      })));
    }
  });
  revalidate(TAGS.forms, TAGS.pages);
  return readFormFields(db, formId);
}

import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { ServedForm } from "@schemas/api/form";
import { serveFormFields, type StoredFormField } from "@schemas/entities/form";
import type { Locale } from "@schemas/rules/localized";
import { routePath } from "@/i18n/routes";
import type { Db, Tx } from "../db/open";
import { formFields, forms } from "../db/schema";

export type FormRow = typeof forms.$inferSelect;

/** An online form and its stored fields in order, or null (unknown or offline). */
export async function loadOnlineForm(db: Db | Tx, id: number): Promise<{ form: FormRow; fields: StoredFormField[] } | null> {
  const [form] = await db.select().from(forms).where(and(eq(forms.id, id), eq(forms.is_online, true)));
  if (!form) return null;
  const rows = await db.select().from(formFields).where(eq(formFields.form_id, id)).orderBy(asc(formFields.position), asc(formFields.id));
  const fields = rows.map((row): StoredFormField => ({
    id: row.id, form_id: row.form_id, label: row.label, slug: row.slug, field_type: row.field_type,
    required: row.required, visible: row.visible, choices: row.choices, default: row.default,
    placeholder_text: row.placeholder_text, help_text: row.help_text, position: row.position,
  }));
  return { form, fields };
}

export const formUrl = (lang: Locale, form: Pick<FormRow, "id" | "slug">) => routePath("form", lang, { slug: form.slug[lang], id: form.id });

/** The form as the API and the page serve it in one language, email2 appended. */
export async function getServedForm(db: Db, id: number, lang: Locale): Promise<ServedForm | null> {
  const found = await loadOnlineForm(db, id);
  if (!found) return null;
  const { form, fields } = found;
  return {
    id: form.id, title: form.title[lang], slug: form.slug[lang], url: formUrl(lang, form),
    intro: form.intro[lang], fields: serveFormFields(fields, lang),
  };
}

import { createFormSchema } from "@schemas/entities/form";
import { createFormFieldSchema } from "@schemas/entities/form-field";
import type { Localized } from "@schemas/rules/localized";
import { formFields, forms } from "@/server/db/schema";
import { FORMS } from "../content/forms";
import { need, type SeedContext } from "../context";
import { insertIds, insertRows, parseWith } from "../insert";
import { slugify } from "../random";

const formSlug = (key: string) => {
  const form = FORMS.find((item) => item.key === key);
  if (!form) throw new Error(`Seed content refers to unknown form "${key}"`);
  return { de: slugify(form.title.de), en: slugify(form.title.en) };
};

/** A form's page in both languages (formular/{slug}/{id} in German, form/{slug}/{id} in English). */
export function formUrl(ctx: SeedContext, key: string): Localized<string> {
  const id = need(ctx.ids.forms, key);
  const slug = formSlug(key);
  return { de: `/de/formular/${slug.de}/${id}`, en: `/en/form/${slug.en}/${id}` };
}

/** The group-tour request and the newsletter sign-up, with their fields. */
export async function seedForms(ctx: SeedContext): Promise<void> {
  const ids = await insertIds(ctx.db, forms, FORMS.map((form) =>
    parseWith(createFormSchema, {
      title: form.title,
      slug: formSlug(form.key),
      intro: form.intro,
      success_text: form.success_text,
      notify_email: form.notify_email,
      is_online: true,
    }, `form ${form.key}`)));
  FORMS.forEach((form, index) => ctx.ids.forms.set(form.key, ids[index]!));

  const rows = FORMS.flatMap((form, formIndex) =>
    form.fields.map((item, position) => {
      const parsed = parseWith(createFormFieldSchema, {
        form_id: ids[formIndex]!,
        label: item.label,
        slug: item.slug,
        field_type: item.field_type,
        required: item.required ?? false,
        visible: true,
        choices: item.choices ?? [],
        default: item.default ?? null,
        placeholder_text: item.placeholder_text,
        help_text: item.help_text,
        position,
      }, `form field ${form.key}.${item.slug}`);
      return { ...parsed, choices: parsed.choices ?? [] };
    }));
  await insertRows(ctx.db, formFields, rows);
}

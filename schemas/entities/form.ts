import { z } from "zod";
import { field, l } from "../rules/field";
import type { Locale } from "../rules/localized";
import { DESCRIPTION_MAX, emailSchema } from "../rules/text";
import { localizedOptional, localizedSlug, localizedTitle, onlineFlag } from "./common";
import {
  EMAIL_CONFIRM_SLUG, EMAIL_CONFIRM_TYPE, FIELD_KINDS, type formFieldFieldsSchema,
} from "./form-field";

/** Addresses a new submission is mailed to, separated by commas (the column holds 254 characters). */
export const MAX_RECIPIENTS = 5;
export const recipientsOf = (value: string | null | undefined): string[] =>
  (value ?? "").split(",").map((part) => part.trim()).filter(Boolean);
const recipientListSchema = z.string().trim().max(254, { error: "too_long" })
  .refine((value) => recipientsOf(value).length <= MAX_RECIPIENTS, { error: "too_many_recipients" })
  .refine((value) => recipientsOf(value).every((address) => emailSchema.safeParse(address).success), { error: "invalid_email" })
  .transform((value) => recipientsOf(value).join(", ") || null);

/** A form (/{lang}/formular/{slug}/{id}); its fields are form-field rows. */
export const createFormSchema = z.object({
  title: localizedTitle(l("Titel", "Title")),
  slug: localizedSlug(),
  intro: localizedOptional(l("Einleitung", "Intro"), DESCRIPTION_MAX, "richtext"),
  success_text: localizedOptional(l("Text nach dem Absenden", "Text after sending"), DESCRIPTION_MAX, "richtext"),
  /** Who is told about a new submission; none means submissions are only kept. */
  notify_email: field(recipientListSchema.nullable().optional(), {
    label: l("Benachrichtigung an", "Notify"), widget: "text",
    help: l("Eine oder mehrere E-Mail-Adressen, durch Kommas getrennt (höchstens fünf).", "One or more e-mail addresses, separated by commas (five at most)."),
  }),
  is_online: onlineFlag(),
});
export type CreateFormInput = z.input<typeof createFormSchema>;
export const updateFormSchema = createFormSchema.partial();

/** A stored field as the services read it. */
export type StoredFormField = z.output<typeof formFieldFieldsSchema> & { id: number };

/** A field as GET /{lang}/api/forms/{id}/ serves it: one language, the spec's names. */
export const servedFormFieldSchema = z.object({
  id: z.number().nullable(),
  label: z.string(),
  slug: z.string(),
  field_type: z.union([z.literal(FIELD_KINDS), z.literal(EMAIL_CONFIRM_TYPE)]),
  required: z.boolean(),
  visible: z.boolean(),
  choices: z.array(z.object({ value: z.string(), label: z.string() })),
  default: z.string().nullable(),
  placeholder_text: z.string(),
  help_text: z.string(),
});
export type ServedFormField = z.infer<typeof servedFormFieldSchema>;

const CONFIRM_LABEL = l("E-Mail-Adresse bestätigen", "Confirm e-mail address");

/** The served fields in order, with the e-mail confirmation field appended (spec 000 §3). */
export function serveFormFields(fields: readonly StoredFormField[], lang: Locale): ServedFormField[] {
  const served = [...fields]
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0) || a.id - b.id)
    .map((item): ServedFormField => ({
      id: item.id,
      label: item.label[lang],
      slug: item.slug,
      field_type: item.field_type,
      required: item.required ?? false,
      visible: item.visible ?? true,
      choices: (item.choices ?? []).map((choice) => ({ value: choice.value, label: choice.label[lang] })),
      default: item.default ?? null,
      placeholder_text: item.placeholder_text?.[lang] ?? "",
      help_text: item.help_text?.[lang] ?? "",
    }));
  served.push({
    id: null, label: CONFIRM_LABEL[lang], slug: EMAIL_CONFIRM_SLUG, field_type: EMAIL_CONFIRM_TYPE, required: false,
    visible: true, choices: [], default: null, placeholder_text: "", help_text: "",
  });
  return served;
}

export type InitialFieldValue = string | string[] | null;


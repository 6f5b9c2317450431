import "server-only";
import { z } from "zod";
import type { FormEntryCreated } from "@schemas/api/form";
import { recipientsOf } from "@schemas/entities/form";
import { FIELD_KIND } from "@schemas/entities/form-field";
import { buildFormSubmissionSchema } from "@schemas/entities/form-submission";
import { idSchema } from "@schemas/entities/common";
import type { Locale } from "@schemas/rules/localized";
import { sanitizeRichText } from "@modules/text/sanitize";
import type { Db } from "../db/open";
import { formSubmissions } from "../db/schema";
import { ValidationError } from "../errors";
import { queueMail } from "../mail/outbox";
import { filledByPerson } from "./fill-token";
import { submissionMail } from "./notification";
import { loadOnlineForm } from "./read-form";
import { claimTempFiles } from "./temp-files";

/** The body around the values: the honeypot and the signed start of the form (fill-token.ts). */
export const formEntryEnvelopeSchema = z.object({
  form: idSchema,
  field_values: z.record(z.string(), z.unknown(), { error: "required" }),
  website: z.string().max(500).optional(),
  fill_token: z.string().max(200).optional(),
});

export type SubmitOutcome = { kind: "stored"; answer: FormEntryCreated; mails: number } | { kind: "trapped"; answer: FormEntryCreated };

/**
 * Store one submission (000 §7): the values checked with the form's own schema, its uploaded
 * files claimed, and the editors' notice queued, all in one transaction. A filled honeypot,
 * or a start token that is missing, forged or younger than MIN_FILL_MS, gets the same thanks
 * as a person, and nothing is stored, so the script learns nothing.
 */
export async function submitFormEntry(db: Db, body: unknown, lang: Locale): Promise<SubmitOutcome> {
  const envelope = formEntryEnvelopeSchema.parse(body);
  const found = await loadOnlineForm(db, envelope.form);
  if (!found) throw ValidationError.field(["form"], "invalid_choice");
  const { form, fields } = found;
  const answer = { success_text: sanitizeRichText(form.success_text[lang]) };
  if (envelope.website?.trim() || !filledByPerson(envelope.fill_token, form.id)) return { kind: "trapped", answer: { id: 0, ...answer } };

  const { field_values: values } = buildFormSubmissionSchema(form.id, fields).parse({ form: envelope.form, field_values: envelope.field_values });
  const files = Object.fromEntries(fields
    .filter((field) => field.field_type === FIELD_KIND.file && typeof values[field.slug] === "string")
    .map((field) => [field.slug, values[field.slug] as string]));

  return db.transaction(async (tx) => {
    const [row] = await tx.insert(formSubmissions).values({ form_id: form.id, field_values: values, lang }).returning({ id: formSubmissions.id });
    const refused = await claimTempFiles(tx, form.id, row!.id, files);
    if (refused.length) throw new ValidationError(new z.ZodError(refused.map((slug) => ({ code: "custom" as const, path: ["field_values", slug], message: "file_expired", input: undefined }))));
    let mails = 0;
    const recipients = recipientsOf(form.notify_email);
    if (recipients.length) {
      const email = fields.find((field) => field.field_type === FIELD_KIND.email && typeof values[field.slug] === "string");
      await queueMail(tx, {
        recipients, topic: "form-submission",
        replyTo: email ? (values[email.slug] as string) : undefined,
        ...submissionMail(form, fields, values, lang, row!.id),
      });
      mails = 1;
    }
    return { kind: "stored" as const, answer: { id: row!.id, ...answer }, mails };
  });
}

import { z } from "zod";
import { servedFormFieldSchema } from "../entities/form";
import { MIN_FILL_MS } from "./form-constants";

/** GET /{lang}/api/forms/{id}/ (000 §3, §7): one online form in one language, with its fields. */
export const servedFormSchema = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  url: z.string(),
  /** Rich text (sanitized when shown). */
  intro: z.string(),
  fields: z.array(servedFormFieldSchema),
});
export type ServedForm = z.infer<typeof servedFormSchema>;

/** POST /{lang}/api/forms-entries/ answers 201 with the text the form shows instead of itself. */
export const formEntryCreatedSchema = z.object({
  id: z.number(),
  /** Rich text; the form's own text after sending, or a general thank-you when it has none. */
  success_text: z.string(),
});
export type FormEntryCreated = z.infer<typeof formEntryCreatedSchema>;

export { MIN_FILL_MS };

/**
 * GET /{lang}/api/forms/{id}/start/: the server's signed time of the form's start, which the
 * submission sends back as `fill_token`. The page is cached, so the time cannot be in it.
 */
export const formStartSchema = z.object({ fill_token: z.string() });

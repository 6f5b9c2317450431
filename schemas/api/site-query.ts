import { z } from "zod";
import { localeSchema } from "../rules/localized";

/**
 * The language of a call reached without the language prefix (/api/opening-hours-today/,
 * /api/rooms/, /api/events/ ...): it comes as ?lang=de|en; without it the Accept-Language
 * header decides, then German (the default). With the prefix, the prefix decides.
 * Other query keys are ignored.
 */
export const langQuerySchema = z.object({
  lang: localeSchema.optional(),
});
export type LangQuery = z.infer<typeof langQuerySchema>;

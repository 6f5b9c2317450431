import { z } from "zod";
import { localeSchema } from "../rules/localized";

/**
 * The language of the shell's repository-style calls (/api/opening-hours-today/,
 * /api/breaking-news/, /api/user-details/): these paths carry no language prefix, so it comes
 * as ?lang=de|en; without it the Accept-Language header decides, then German (the default).
 * Other query keys are ignored.
 */
export const langQuerySchema = z.object({
  lang: localeSchema.optional(),
});
export type LangQuery = z.infer<typeof langQuerySchema>;

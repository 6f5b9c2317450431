import { z } from "zod";
import { localeSchema } from "../rules/localized";

/** GET /{lang}/api/example: the site's status in a few fields, for a quick check that the API answers (001 §7). */
export const siteStatusSchema = z.object({
  lang: localeSchema,
  is_site_online: z.boolean(),
  is_shop_online: z.boolean(),
});
export type SiteStatus = z.infer<typeof siteStatusSchema>;

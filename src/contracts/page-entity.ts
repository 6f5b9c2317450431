import { z } from "zod";
import { sectionDataSchema } from "@modules/registry";
import { imageValueSchema } from "@schemas/rules/image";
import { localized } from "@schemas/rules/localized";

const nullableText = z.string().nullable();

/**
 * A CMS page as GET {lang}/pageeditor-api/page/{path} answers it and the catch-all route
 * renders it (000 §3): one language's texts, the URLs in every language, its sections.
 */
export const pageEntitySchema = z.object({
  id: z.number().int(),
  urls: localized(z.string()),
  content_type: z.string(),
  title: z.string(),
  headline: nullableText,
  is_online: z.boolean(),
  is_clickable: z.boolean(),
  in_menu: z.boolean(),
  in_footer: z.boolean(),
  meta_title: nullableText,
  meta_description: nullableText,
  og_title: nullableText,
  og_description: nullableText,
  og_image: imageValueSchema.nullable(),
  og_type: z.string(),
  og_image_thumbs: z.object({ large: z.string(), medium: z.string() }).nullable(),
  modules: z.array(sectionDataSchema),
  settings_url: nullableText,
  parent: z.number().int().nullable(),
  is_landing_page: z.boolean(),
  breadcrumbs: z.array(z.object({ id: z.number().int(), title: z.string(), url: z.string() })),
  siblings: z.array(z.object({ id: z.number().int(), title: z.string(), urls: localized(z.string()) })),
  /** The version shown (?version_id=), null for the current content. */
  version_id: z.number().int().nullable(),
});
export type PageEntity = z.output<typeof pageEntitySchema>;

import { z } from "zod";
import { columnSchema, moduleSchema, sectionDataSchema } from "../../modules/registry";
import { LAYOUTS, type Layout } from "../../modules/section/schema";
import { moduleIdSchema } from "../../modules/define";
import { imageValueSchema } from "../rules/image";
import { idSchema, int4Schema } from "../rules/id";
import { localeSchema, localized } from "../rules/localized";

/**
 * The editor API's bodies and answers (000 §7: "any {lang}/pageeditor-api/{module}, the module
 * is the body"). Section and module bodies are the registry's schemas themselves; these add
 * only where a thing goes (owner, column, position) and the answers' bookkeeping fields.
 */

/** Who may own sections: CMS pages and the entities whose detail pages hold modules. */
export const CONTAINER_OWNER_TYPES = [
  "cms.page",
  "magazine.article",
  "programme.event",
  "programme.production",
  "programme.person",
  "programme.venue",
  "programme.series",
  "forms.form",
] as const;
export type ContainerOwnerType = (typeof CONTAINER_OWNER_TYPES)[number];

const index = int4Schema(0);

/** POST {lang}/pageeditor-api/section/: the section (id optional, columns optional) plus its owner. */
export const sectionPlacementSchema = z.object({
  content_type: z.enum(CONTAINER_OWNER_TYPES, { error: "invalid_choice" }).default("cms.page"),
  object_id: idSchema,
  /** Where among the owner's sections in this language; the end when left out. */
  position: index.optional(),
});
export type SectionPlacement = z.infer<typeof sectionPlacementSchema>;

/** PATCH {lang}/pageeditor-api/section/{id}/: settings to change; null removes the image. */
export const sectionPatchSchema = z.object({
  layout: z.enum(LAYOUTS as [Layout, ...Layout[]], { error: "invalid_choice" }).optional(),
  extra_class: z.string().optional(),
  image: z.unknown().optional(),
  columns: z.array(z.unknown()).optional(),
  position: index.optional(),
});

/** A column as answered: its width in twelfths and CSS classes beside the stored children. */
export const columnAnswerSchema = columnSchema.extend({ width: z.number().int(), classes: z.string() });

/** A section ("container", 000 §3) as GET container/by-slug and the section calls answer it. */
export const containerSchema = z.intersection(
  sectionDataSchema,
  z.object({
    slug: z.string(),
    pk: z.number().int(),
    parent: z.null(),
    model: z.literal("section"),
    content_type: z.string(),
    object_id: z.number().int(),
    lang: z.string(),
    position: z.number().int(),
    columns: z.array(columnAnswerSchema),
  }),
);

/** POST {lang}/pageeditor-api/section/{id}/column/: insert a column; the layout follows the new count. */
export const columnCreateSchema = z.object({
  position: index.optional(),
  layout: z.enum(LAYOUTS as [Layout, ...Layout[]], { error: "invalid_choice" }).optional(),
  children: z.array(z.unknown()).default([]),
});

/** POST and PATCH {lang}/pageeditor-api/section/{id}/column/{index}/: the column's modules, in order. */
export const columnUpdateSchema = z.object({ children: z.array(z.unknown(), { error: "required" }) });

/** GET and the writes of a column answer it with its section and index. */
export const columnDetailSchema = columnAnswerSchema.omit({ classes: true }).extend({ section: z.string(), index: z.number().int() });

/** Where a module sits or goes: its section (by slug), column index and position in the column. */
export const modulePlacementSchema = z.object({
  section: moduleIdSchema,
  column: index.default(0),
  position: index.optional(),
});
export const moduleMoveSchema = modulePlacementSchema.partial();

/** A module as answered: the module plus where it sits. */
export const moduleAnswerSchema = z.intersection(
  moduleSchema,
  z.object({ section: z.string(), column: z.number().int(), position: z.number().int() }),
);

/** GET {lang}/pageeditor-api/pages/{id}/versions/: a paged list, newest first. */
export const pageVersionSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  author: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  /** True for the newest version: the page as it stands. */
  is_current: z.boolean(),
  /** Which languages had sections in this version. */
  languages: z.array(z.string()),
});
export const pageVersionListSchema = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(pageVersionSchema),
});
export type PageVersionListItem = z.infer<typeof pageVersionSchema>;

export const versionsQuerySchema = z.object({
  page: z.coerce.number({ error: "invalid_number" }).int({ error: "invalid_number" }).min(1, { error: "too_small" }).max(100_000, { error: "too_big" }).default(1),
});

/** POST {lang}/pageeditor-api/pages/{id}/versions/{versionId}/restore/ answers the new version. */
export const restoreAnswerSchema = z.object({ page: z.number().int(), version_id: z.number().int(), restored_from: z.number().int() });

const nullableText = z.string().nullable();
const translationAnswerSchema = z.object({
  path: z.string(),
  title: z.string(),
  headline: nullableText,
  meta_title: nullableText,
  meta_description: nullableText,
  og_title: nullableText,
  og_description: nullableText,
});

/** A page's settings (GET/POST/PATCH {lang}/pageeditor-api/pages/{id}/), for the page-settings form. */
export const pageSettingsSchema = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  position: z.number().int(),
  is_online: z.boolean(),
  is_clickable: z.boolean(),
  in_menu: z.boolean(),
  in_footer: z.boolean(),
  is_landing_page: z.boolean(),
  og_type: z.string(),
  og_image: imageValueSchema.nullable(),
  settings_url: nullableText,
  translations: localized(translationAnswerSchema.nullable()),
  urls: localized(nullableText),
  /** Which languages have sections yet: an editor sees what still needs writing. */
  has_content: localized(z.boolean()),
  updated_at: z.string(),
});
export type PageSettings = z.infer<typeof pageSettingsSchema>;

/** 400 answers: per-field messages keyed by the field's dotted path. */
export const fieldErrorsSchema = z.object({ errors: z.record(z.string(), z.array(z.string())) });

/**
 * The editor's request for the server renderings of the modules of some sections after a
 * save that changed what they show (a new, edited or restored module): only those, not the
 * whole page again.
 */
export const sectionViewsRequestSchema = z.object({
  lang: localeSchema,
  content_type: z.enum(CONTAINER_OWNER_TYPES),
  object_id: idSchema,
  sections: z.array(z.string().max(200)).min(1).max(500),
});
export type SectionViewsRequest = z.infer<typeof sectionViewsRequestSchema>;

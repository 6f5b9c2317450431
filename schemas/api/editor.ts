import { z } from "zod";
import { imageValueSchema } from "../rules/image";
import { idSchema, int4Schema, moduleIdSchema } from "../rules/id";
import { localeSchema, localized } from "../rules/localized";
import { LAYOUTS, type Layout } from "../rules/section-layout";

/**
 * The editor API's bodies and answers (000 §7: "any {lang}/pageeditor-api/{module}, the module
 * is the body"). Section and module bodies are the registry's schemas themselves; these add
 * only where a thing goes (owner, column, position) and the answers' bookkeeping fields. The
 * answers that carry whole sections and modules are composed with the registry in
 * src/server/openapi/editor-answers.ts (schemas/ never imports modules/).
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
export const isContainerOwnerType = (value: string): value is ContainerOwnerType => (CONTAINER_OWNER_TYPES as readonly string[]).includes(value);

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

/** POST {lang}/pageeditor-api/section/{id}/column/: insert a column; the layout follows the new count. */
export const columnCreateSchema = z.object({
  position: index.optional(),
  layout: z.enum(LAYOUTS as [Layout, ...Layout[]], { error: "invalid_choice" }).optional(),
  children: z.array(z.unknown()).default([]),
});

/** POST and PATCH {lang}/pageeditor-api/section/{id}/column/{index}/: the column's modules, in order. */
export const columnUpdateSchema = z.object({ children: z.array(z.unknown(), { error: "required" }) });

/** Where a module sits or goes: its section (by slug), column index and position in the column. */
export const modulePlacementSchema = z.object({
  section: moduleIdSchema,
  column: index.default(0),
  position: index.optional(),
});
export const moduleMoveSchema = modulePlacementSchema.partial();

/** The module a call by type names (PATCH and DELETE bodies, GET's ?id=). */
export const moduleRefSchema = z.object({ id: moduleIdSchema });

/** GET {lang}/pageeditor-api/pages/{id}/versions/: a paged list, newest first. */
export const pageVersionSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  author: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  /** True for the newest version: the page as it stands. */
  is_current: z.boolean(),
  /** Which languages had sections in this version. */
  languages: z.array(z.string()),
  /** The editor's own name for it; null for a version saved automatically. */
  label: z.string().nullable(),
  /** Kept when the page was published: named "Veröffentlicht" / "Published" unless it has a name. */
  published: z.boolean(),
});

/** PATCH {lang}/pageeditor-api/pages/{id}/versions/{versionId}/: name a version (empty or null: no name). */
export const versionLabelSchema = z.object({
  label: z.string({ error: "required" }).trim().max(120, { error: "too_long" }).nullable().transform((label) => label || null),
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

/**
 * The editor's request for the rendering of one module as its form holds it, unsaved (the
 * form's live preview). The module itself is checked by its type's schema in the registry,
 * which schemas/ does not import.
 */
export const moduleViewRequestSchema = z.object({
  lang: localeSchema,
  module: z.object({ type: z.string().max(100) }).loose(),
});
export type ModuleViewRequest = z.infer<typeof moduleViewRequestSchema>;

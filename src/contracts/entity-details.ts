import { z } from "zod";
import type { SectionData } from "@modules/registry";
import { articleItemSchema } from "@schemas/api/article";
import { contributorSchema, entityLinkSchema, eventItemSchema } from "@schemas/api/event";
import { productionItemSchema } from "@schemas/api/programme-details";

/*
 * The detail answers that carry the entity's content modules: /{lang}/api/events/{id}/,
 * productions/{id}/ and articles/{id}/. The rest of each answer is in schemas/api/; the
 * modules' type comes from the registry, which schemas/ may not import.
 */

/** Content modules owned by the entity (containers), rendered by the module registry. */
const modulesSchema = z.array(z.custom<SectionData>());

export const eventDetailSchema = eventItemSchema.extend({
  description: z.string(),
  important_info: z.string(),
  venue: entityLinkSchema.nullable(),
  production: entityLinkSchema.nullable(),
  parent: entityLinkSchema.nullable(),
  /** Child events (tours of an exhibition ...), upcoming first. */
  children: z.array(eventItemSchema),
  contributors: z.array(contributorSchema),
  modules: modulesSchema,
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

export const productionDetailSchema = productionItemSchema.extend({
  description: z.string(),
  contributors: z.array(contributorSchema),
  events: z.array(eventItemSchema),
  modules: modulesSchema,
});
export type ProductionDetail = z.infer<typeof productionDetailSchema>;

/** GET /{lang}/api/articles/{id}/: the article with its body (content modules) and author. */
export const articleDetailSchema = articleItemSchema.extend({
  meta_description: z.string(),
  author: entityLinkSchema.nullable(),
  modules: modulesSchema,
});
export type ArticleDetail = z.infer<typeof articleDetailSchema>;

import "server-only";
import { z } from "zod";
import { columnSchema, moduleSchema, sectionDataSchema } from "@modules/registry";

/*
 * The editor API's answers that carry whole sections and modules, composed from the module
 * registry here because schemas/ never imports modules/ (the bodies are in schemas/api/editor.ts).
 * The OpenAPI document describes the answers with them.
 */

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
    /** Counts the section's writes; sent back with the next write (optimistic concurrency). */
    version: z.number().int(),
    columns: z.array(columnAnswerSchema),
  }),
);

/** GET and the writes of a column answer it with its section and index. */
export const columnDetailSchema = columnAnswerSchema.omit({ classes: true }).extend({ section: z.string(), index: z.number().int() });

/** A module as answered: the module plus where it sits. */
export const moduleAnswerSchema = z.intersection(
  moduleSchema,
  z.object({ section: z.string(), column: z.number().int(), position: z.number().int() }),
);

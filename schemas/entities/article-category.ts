import { z } from "zod";
import { field, l } from "../rules/field";
import { localizedSlug, localizedTitle, position } from "./common";

/** CSS modifier names a category may carry (the pastel backgrounds cc01-cc03 of spec 000 §9). */
export const STYLE_NAME_PATTERN = /^[a-z][a-z0-9-]*$/;
export const STYLE_NAME_MAX = 64;

/** A magazine category (/{lang}/stories/categories/{slug}/{id}). */
export const createArticleCategorySchema = z.object({
  name: localizedTitle(l("Name", "Name")),
  slug: localizedSlug(),
  style_name: field(
    z.string().trim().max(STYLE_NAME_MAX, { error: "too_long" }).regex(STYLE_NAME_PATTERN, { error: "invalid" }).nullable().optional(),
    { label: l("Stil", "Style"), widget: "text", help: l("z. B. cc01", "e.g. cc01") },
  ),
  position: position(),
});
export type CreateArticleCategoryInput = z.input<typeof createArticleCategorySchema>;
export const updateArticleCategorySchema = createArticleCategorySchema.partial();

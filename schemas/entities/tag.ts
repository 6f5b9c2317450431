import { z } from "zod";
import { l } from "../rules/field";
import { localizedSlug, localizedTitle } from "./common";

/** A magazine topic (/{lang}/stories/tags/{slug}/{id}). Event tags are event-tag.ts. */
export const createTagSchema = z.object({
  name: localizedTitle(l("Name", "Name")),
  slug: localizedSlug(),
});
export type CreateTagInput = z.input<typeof createTagSchema>;
export const updateTagSchema = createTagSchema.partial();

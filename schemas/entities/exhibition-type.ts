import { z } from "zod";
import { field, l } from "../rules/field";
import { localizedTitle, position, showInFilterFlag, slugSchema } from "./common";

/**
 * Kind of event or production ("Ausstellung", "Führung" ...). The type filter is keyed by
 * this slug rather than the id (spec 001 §3: type options map to id = slug), so it is one
 * language-neutral, unique slug.
 */
export const createExhibitionTypeSchema = z.object({
  name: localizedTitle(l("Name", "Name")),
  slug: field(slugSchema, { label: l("Slug (Filterschlüssel)", "Slug (filter key)"), widget: "text" }),
  show_in_filter: showInFilterFlag(),
  position: position(),
});
export type CreateExhibitionTypeInput = z.input<typeof createExhibitionTypeSchema>;
export const updateExhibitionTypeSchema = createExhibitionTypeSchema.partial();

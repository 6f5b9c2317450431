import { z } from "zod";
import { l } from "../rules/field";
import { localizedTitle, position, showInFilterFlag } from "./common";

/**
 * A tag on events and productions (the "Tags" filter, /api/event-tags/ and
 * /api/production-tags/). Only tags with show_in_filter are offered as filter options.
 */
export const createEventTagSchema = z.object({
  name: localizedTitle(l("Name", "Name")),
  show_in_filter: showInFilterFlag(),
  position: position(),
});
export type CreateEventTagInput = z.input<typeof createEventTagSchema>;
export const updateEventTagSchema = createEventTagSchema.partial();

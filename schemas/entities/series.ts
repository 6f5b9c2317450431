import { z } from "zod";
import { l } from "../rules/field";
import { DESCRIPTION_MAX } from "../rules/text";
import { localizedOptional, localizedSlug, localizedTitle, onlineFlag, position, showInFilterFlag } from "./common";
import { entityImageField } from "./media";

/** A series of events (/{lang}/series/{slug}/{id}); also the event list's "Series" filter. */
export const createSeriesSchema = z.object({
  name: localizedTitle(l("Name", "Name")),
  slug: localizedSlug(),
  subline: localizedOptional(l("Unterzeile", "Subline")),
  description: localizedOptional(l("Beschreibung", "Description"), DESCRIPTION_MAX, "richtext"),
  image: entityImageField(),
  is_online: onlineFlag(),
  show_in_filter: showInFilterFlag(),
  position: position(),
});
export type CreateSeriesInput = z.input<typeof createSeriesSchema>;
export const updateSeriesSchema = createSeriesSchema.partial();

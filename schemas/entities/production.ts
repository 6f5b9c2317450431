import { z } from "zod";
import { field, l } from "../rules/field";
import { httpUrlSchema } from "../rules/link";
import { DESCRIPTION_MAX } from "../rules/text";
import {
  endAfterStart, flag, isoDateSchema, localizedOptional, localizedSlug, localizedTitle, onlineFlag, reference, references,
} from "./common";
import { entityImageField } from "./media";
import { contributorsField } from "./person";
import { TEASER_TEXT_MAX } from "./event";

/** A production (/{lang}/programme/{slug}/{id}) whose dates are its events. */
export const productionFieldsSchema = z.object({
  name: localizedTitle(l("Name", "Name")),
  slug: localizedSlug(),
  subline: localizedOptional(l("Unterzeile", "Subline")),
  teaser_text: localizedOptional(l("Teasertext", "Teaser text"), TEASER_TEXT_MAX, "textarea"),
  description: localizedOptional(l("Beschreibung", "Description"), DESCRIPTION_MAX, "richtext"),
  date_start: field(isoDateSchema.nullable().optional(), { label: l("Premiere/Beginn", "Premiere/start"), widget: "date" }),
  date_end: field(isoDateSchema.nullable().optional(), { label: l("Ende", "End"), widget: "date" }),
  image: entityImageField(),
  ticket_url: field(httpUrlSchema.nullable().optional(), { label: l("Ticket-Link", "Ticket link"), widget: "url" }),
  season_id: reference("season", l("Saison", "Season")),
  exhibition_type_id: reference("exhibition-type", l("Art", "Type")),
  venue_id: reference("venue", l("Spielstätte", "Venue")),
  tag_ids: references("event-tag", l("Tags", "Tags")),
  contributors: contributorsField(),
  is_online: onlineFlag(),
  sticky_booking: flag(l("Buchungsbutton anzeigen", "Show booking button")),
});
export const createProductionSchema = productionFieldsSchema.superRefine(endAfterStart("date_start", "date_end"));
export type CreateProductionInput = z.input<typeof createProductionSchema>;
export const updateProductionSchema = productionFieldsSchema.partial();

import { z } from "zod";
import { field, l } from "../rules/field";
import { linkSchema, httpUrlSchema } from "../rules/link";
import { dateTimeSchema } from "../rules/date-time";
import { DESCRIPTION_MAX } from "../rules/text";
import {
  endAfterStart, flag, localizedOptional, localizedSlug, localizedTitle, onlineFlag, reference, references,
} from "./common";
import { entityImageField } from "./media";
import { contributorsField } from "./person";

export const TEASER_TEXT_MAX = 500;

/**
 * One dated event of the calendar (/{lang}/kalender/{slug}/{id}). Long-running exhibitions
 * are events with a date_end; child events (tours of an exhibition) point to their parent.
 */
export const eventFieldsSchema = z.object({
  name: localizedTitle(l("Name", "Name")),
  slug: localizedSlug(),
  subline: localizedOptional(l("Unterzeile", "Subline")),
  teaser_text: localizedOptional(l("Teasertext", "Teaser text"), TEASER_TEXT_MAX, "textarea"),
  description: localizedOptional(l("Beschreibung", "Description"), DESCRIPTION_MAX, "richtext"),
  important_info: localizedOptional(l("Wichtige Hinweise", "Important information"), DESCRIPTION_MAX, "richtext"),
  date_start: field(dateTimeSchema, { label: l("Beginn", "Start"), widget: "datetime" }),
  date_end: field(dateTimeSchema.nullable().optional(), { label: l("Ende", "End"), widget: "datetime" }),
  image: entityImageField(),
  ticket_url: field(httpUrlSchema.nullable().optional(), { label: l("Ticket-Link", "Ticket link"), widget: "url" }),
  /** Where the calendar links instead of the detail page, when set. */
  link: field(linkSchema.nullable().optional(), { label: l("Abweichender Link", "Alternative link"), widget: "link" }),
  /** The event's id in the external ticketing system (cart payload event_jet_id). */
  id_jet: field(z.number().int().positive().nullable().optional(), { label: l("Ticketsystem-ID", "Ticketing id"), widget: "number" }),
  room_id: reference("room", l("Ort", "Location")),
  exhibition_type_id: reference("exhibition-type", l("Art", "Type")),
  series_id: reference("series", l("Reihe", "Series")),
  genre_id: reference("genre", l("Genre", "Genre")),
  venue_id: reference("venue", l("Spielstätte", "Venue")),
  production_id: reference("production", l("Produktion", "Production")),
  parent_id: reference("event", l("Übergeordnete Veranstaltung", "Parent event")),
  tag_ids: references("event-tag", l("Tags", "Tags")),
  contributors: contributorsField(),
  is_online: onlineFlag(),
  /** Shows the sticky booking button on the detail page (spec 001 §5). */
  sticky_booking: flag(l("Buchungsbutton anzeigen", "Show booking button")),
});
export const createEventSchema = eventFieldsSchema.superRefine(endAfterStart("date_start", "date_end"));
export type CreateEventInput = z.input<typeof createEventSchema>;
export type CreateEvent = z.output<typeof createEventSchema>;
export const updateEventSchema = eventFieldsSchema.partial();

import { z } from "zod";
import { field, l } from "../rules/field";
import { dateTimeSchema } from "../rules/date-time";
import { reference, requiredReference } from "./common";
import { availabilityField, capacityField } from "./seat-group";

/**
 * An admission slot of an event, optionally of one seat group. The first available slot is
 * preselected in the booking widget; block_id is the slot's id in the ticketing system.
 */
export const createTimeslotSchema = z.object({
  event_id: requiredReference("event", l("Veranstaltung", "Event")),
  seat_group_id: reference("seat-group", l("Sitzplatzgruppe", "Seat group")),
  time_start: field(dateTimeSchema, { label: l("Beginn", "Start"), widget: "datetime" }),
  status: availabilityField(),
  block_id: field(z.number().int().nonnegative().nullable().optional(), {
    label: l("Block-ID (Ticketsystem)", "Block id (ticketing)"),
    widget: "number",
  }),
  capacity: capacityField(),
});
export type CreateTimeslotInput = z.input<typeof createTimeslotSchema>;
export const updateTimeslotSchema = createTimeslotSchema.partial();

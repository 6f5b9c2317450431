import { z } from "zod";
import { field, l } from "../rules/field";
import { localizedOptional, position, requiredReference } from "./common";

/**
 * Availability as the ticketing side reports it. Only status ≠ 0 is offered for booking
 * (spec 001 §5); "limited" colours the calendar day.
 */
export const AVAILABILITY = { soldOut: 0, available: 1, limited: 2 } as const;
export const AVAILABILITY_VALUES = [AVAILABILITY.soldOut, AVAILABILITY.available, AVAILABILITY.limited] as const;
export const availabilityField = () =>
  field(z.literal(AVAILABILITY_VALUES, { error: "invalid_choice" }).optional(), {
    label: l("Status", "Status"),
    widget: "select",
    options: [
      { value: AVAILABILITY.available, label: l("Verfügbar", "Available") },
      { value: AVAILABILITY.limited, label: l("Wenige Plätze", "Limited") },
      { value: AVAILABILITY.soldOut, label: l("Ausverkauft/geschlossen", "Sold out/closed") },
    ],
  });

export const CAPACITY_MAX = 100_000;
/** Seats to sell; null means the group is not limited by the built-in shop. */
export const capacityField = () =>
  field(z.number().int().min(0, { error: "too_small" }).max(CAPACITY_MAX, { error: "too_big" }).nullable().optional(), {
    label: l("Kapazität", "Capacity"),
    widget: "number",
  });

/** A seat category of one event ("Parkett", "Freie Platzwahl"), with its prices and timeslots. */
export const createSeatGroupSchema = z.object({
  event_id: requiredReference("event", l("Veranstaltung", "Event")),
  /** The group's number in the external ticketing system (cart payload seat_group). */
  seat_group: field(z.number().int().nonnegative().nullable().optional(), {
    label: l("Ticketsystem-Nummer", "Ticketing number"),
    widget: "number",
  }),
  text: localizedOptional(l("Bezeichnung", "Label")),
  status: availabilityField(),
  capacity: capacityField(),
  position: position(),
});
export type CreateSeatGroupInput = z.input<typeof createSeatGroupSchema>;
export const updateSeatGroupSchema = createSeatGroupSchema.partial();

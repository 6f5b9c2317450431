import { z } from "zod";
import { l } from "../rules/field";
import { localizedTitle, position, reference, showInFilterFlag } from "./common";

/** A room or location inside a venue; the event list's "Location" filter. */
export const createRoomSchema = z.object({
  name: localizedTitle(l("Name", "Name")),
  venue_id: reference("venue", l("Spielstätte", "Venue")),
  show_in_filter: showInFilterFlag(),
  position: position(),
});
export type CreateRoomInput = z.input<typeof createRoomSchema>;
export const updateRoomSchema = createRoomSchema.partial();

import { z } from "zod";
import { l } from "../rules/field";
import { localizedTitle, position, showInFilterFlag } from "./common";

/** Artistic genre of an event; the event list's "Genre" filter. */
export const createGenreSchema = z.object({
  name: localizedTitle(l("Name", "Name")),
  show_in_filter: showInFilterFlag(),
  position: position(),
});
export type CreateGenreInput = z.input<typeof createGenreSchema>;
export const updateGenreSchema = createGenreSchema.partial();

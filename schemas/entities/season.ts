import { z } from "zod";
import { field, l } from "../rules/field";
import { endAfterStart, isoDateSchema, localizedTitle, position, showInFilterFlag } from "./common";

/** A programme season ("Saison 2026/27"); the productions list's "season" filter. */
export const seasonFieldsSchema = z.object({
  name: localizedTitle(l("Name", "Name")),
  date_start: field(isoDateSchema.nullable().optional(), { label: l("Beginn", "Start"), widget: "date" }),
  date_end: field(isoDateSchema.nullable().optional(), { label: l("Ende", "End"), widget: "date" }),
  show_in_filter: showInFilterFlag(),
  position: position(),
});
export const createSeasonSchema = seasonFieldsSchema.superRefine(endAfterStart("date_start", "date_end"));
export type CreateSeasonInput = z.input<typeof createSeasonSchema>;
export const updateSeasonSchema = seasonFieldsSchema.partial();

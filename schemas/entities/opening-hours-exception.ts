import { z } from "zod";
import { field, l } from "../rules/field";
import { isoDateSchema } from "./common";
import { checkHours, hoursFields } from "./opening-hours";

/** A day whose hours differ from the weekday's (holidays, late openings). */
export const openingHoursExceptionFieldsSchema = z.object({
  date: field(isoDateSchema, { label: l("Datum", "Date"), widget: "date" }),
  ...hoursFields,
});
export const createOpeningHoursExceptionSchema = openingHoursExceptionFieldsSchema.superRefine(checkHours);
export type CreateOpeningHoursExceptionInput = z.input<typeof createOpeningHoursExceptionSchema>;
export const updateOpeningHoursExceptionSchema = openingHoursExceptionFieldsSchema.partial();

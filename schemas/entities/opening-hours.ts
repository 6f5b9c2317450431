import { z } from "zod";
import { field, l } from "../rules/field";
import { linkSchema } from "../rules/link";
import { flag, localizedOptional, timeOfDaySchema } from "./common";

/** ISO weekdays, 1 = Monday ... 7 = Sunday (date-fns getISODay). */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const WEEKDAY_LABELS = [
  l("Montag", "Monday"), l("Dienstag", "Tuesday"), l("Mittwoch", "Wednesday"), l("Donnerstag", "Thursday"),
  l("Freitag", "Friday"), l("Samstag", "Saturday"), l("Sonntag", "Sunday"),
];
export const ALTERNATIVE_TEXT_MAX = 255;

/** The fields an opening-hours entry and an exception share (spec 001 §3). */
export const hoursFields = {
  closed: flag(l("Geschlossen", "Closed")),
  time_from: field(timeOfDaySchema.nullable().optional(), { label: l("Von", "From"), widget: "time" }),
  time_to: field(timeOfDaySchema.nullable().optional(), { label: l("Bis", "To"), widget: "time" }),
  alternative_text: localizedOptional(l("Alternativer Text", "Alternative text"), ALTERNATIVE_TEXT_MAX),
  alternative_link_url: field(linkSchema.nullable().optional(), { label: l("Alternativer Link", "Alternative link"), widget: "link" }),
};

type Hours = { closed?: boolean; time_from?: string | null; time_to?: string | null };

/** An open day needs both times, and the end after the start. */
export function checkHours(value: Hours, ctx: z.RefinementCtx) {
  if (value.closed) return;
  if (!value.time_from) ctx.addIssue({ code: "custom", message: "required", path: ["time_from"] });
  if (!value.time_to) ctx.addIssue({ code: "custom", message: "required", path: ["time_to"] });
  if (value.time_from && value.time_to && value.time_to <= value.time_from) {
    ctx.addIssue({ code: "custom", message: "date_order", path: ["time_to"] });
  }
}

/** Regular hours: one or more entries per weekday (two for a lunch break). */
export const openingHoursFieldsSchema = z.object({
  weekday: field(z.literal(WEEKDAYS, { error: "invalid_choice" }), {
    label: l("Wochentag", "Weekday"),
    widget: "select",
    options: WEEKDAYS.map((day, index) => ({ value: day, label: WEEKDAY_LABELS[index] ?? l(String(day), String(day)) })),
  }),
  ...hoursFields,
});
export const createOpeningHoursSchema = openingHoursFieldsSchema.superRefine(checkHours);
export type CreateOpeningHoursInput = z.input<typeof createOpeningHoursSchema>;
export const updateOpeningHoursSchema = openingHoursFieldsSchema.partial();

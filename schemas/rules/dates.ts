import { z } from "zod";
import { isValid, parse } from "date-fns";

/** Date in URLs: DD-MM-YYYY, and a real calendar day (31-02-2026 is refused). */
export const URL_DATE_FORMAT = "dd-MM-yyyy";

export function parseUrlDate(value: string): Date | null {
  if (!/^\d{2}-\d{2}-\d{4}$/.test(value)) return null;
  const date = parse(value, URL_DATE_FORMAT, new Date(2000, 0, 1));
  return isValid(date) ? date : null;
}

export const urlDateSchema = z.string().refine((value) => parseUrlDate(value) !== null, { error: "invalid_date" });

/** An ISO date-time as the editor's datetime widget and the API send it. */
export const dateTimeSchema = z.iso.datetime({ offset: true, error: "invalid_date" });

/** A module's publication window: shown from online_from (inclusive) until online_to (exclusive). */
export function isWithinWindow(now: Date, from?: string | null, to?: string | null): boolean {
  if (from && now < new Date(from)) return false;
  if (to && now >= new Date(to)) return false;
  return true;
}

import "server-only";
import { TZDate } from "@date-fns/tz";
import { format, getISODay } from "date-fns";
import { asc, eq } from "drizzle-orm";
import type { Locale } from "../../../schemas/rules/localized";
import type { OpeningHoursEntry, OpeningHoursToday } from "../../../schemas/api/opening-hours-today";
import type { Db } from "../db/open";
import { openingHours, openingHoursExceptions } from "../db/schema";
import { getDb } from "../db/client";
import { cached } from "../cache";
import { TAGS } from "../cache-tags";

/** The museum's clock: "today" and the opening status are Berlin's, wherever the visitor is. */
export const SITE_TIME_ZONE = "Europe/Berlin";

export interface BerlinDay {
  /** YYYY-MM-DD */
  date: string;
  /** ISO weekday, 1 = Monday. */
  weekday: number;
}

/** The calendar day in Berlin at an instant: 23:30 UTC on a winter Monday is Tuesday there. */
export function berlinDay(now: Date): BerlinDay {
  const local = new TZDate(now, SITE_TIME_ZONE);
  return { date: format(local, "yyyy-MM-dd"), weekday: getISODay(local) };
}

type HoursRow = typeof openingHours.$inferSelect | typeof openingHoursExceptions.$inferSelect;

const entry = (lang: Locale) => (row: HoursRow): OpeningHoursEntry => ({
  time_from: row.closed ? null : row.time_from,
  time_to: row.closed ? null : row.time_to,
  closed: row.closed,
  alternative_link_url: row.alternative_link_url || null,
  alternative_text: row.alternative_text[lang] || null,
});

/** The weekday's regular ranges and the date's exceptions, earliest first. */
export async function readOpeningHoursForDay(db: Db, day: BerlinDay, lang: Locale): Promise<OpeningHoursToday> {
  const [regular, exceptions] = await Promise.all([
    db.select().from(openingHours).where(eq(openingHours.weekday, day.weekday))
      .orderBy(asc(openingHours.time_from), asc(openingHours.id)),
    db.select().from(openingHoursExceptions).where(eq(openingHoursExceptions.date, day.date))
      .orderBy(asc(openingHoursExceptions.time_from), asc(openingHoursExceptions.id)),
  ]);
  return { date: day.date, opening_hours: regular.map(entry(lang)), opening_hours_exceptions: exceptions.map(entry(lang)) };
}

/** Cached per day and language until opening hours are saved (tag "opening-hours"). */
export const getCachedOpeningHoursForDay = cached(
  async (day: BerlinDay, lang: Locale) => readOpeningHoursForDay((await getDb()).db, day, lang),
  ["opening-hours-day"],
  [TAGS.openingHours],
);

/** GET /api/opening-hours-today/ */
export const openingHoursToday = (now: Date, lang: Locale) => getCachedOpeningHoursForDay(berlinDay(now), lang);

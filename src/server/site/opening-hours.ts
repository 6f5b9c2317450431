import "server-only";
import { asc, eq } from "drizzle-orm";
import { berlinDay, berlinWeekday } from "@schemas/rules/dates";
import type { Locale } from "@schemas/rules/localized";
import type { OpeningHoursEntry, OpeningHoursToday } from "@schemas/api/opening-hours-today";
import type { Db } from "../db/open";
import { openingHours, openingHoursExceptions } from "../db/schema";
import { getDb } from "../db/client";
import { cached } from "../cache";
import { TAGS } from "../cache-tags";
import { localizeLink } from "./localize-link";

export interface BerlinDay {
  /** YYYY-MM-DD */
  date: string;
  /** ISO weekday, 1 = Monday. */
  weekday: number;
}

/** The museum's clock: "today" and its weekday are Berlin's, wherever the visitor is. */
export const openingDay = (now: Date): BerlinDay => ({ date: berlinDay(now), weekday: berlinWeekday(now) });

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
  // A note's link is written once for both languages: a page of the site is linked in the reader's.
  const localized = (rows: HoursRow[]) => Promise.all(rows.map(entry(lang)).map(async (item) => ({
    ...item,
    alternative_link_url: item.alternative_link_url && (await localizeLink(db, item.alternative_link_url, lang)),
  })));
  return { date: day.date, opening_hours: await localized(regular), opening_hours_exceptions: await localized(exceptions) };
}

/** Cached per day and language until opening hours are saved (tag "opening-hours"). */
export const getCachedOpeningHoursForDay = cached(
  async (day: BerlinDay, lang: Locale) => readOpeningHoursForDay((await getDb()).db, day, lang),
  ["opening-hours-day"],
  [TAGS.openingHours, TAGS.pages],
);

/** GET /api/opening-hours-today/ */
export const openingHoursToday = (now: Date, lang: Locale) => getCachedOpeningHoursForDay(openingDay(now), lang);

import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROUTES } from "@/i18n/routes";
import { effectiveHours } from "@/site/header/opening-status";
import { getPageEntity } from "@/server/content/page-entity";
import type { Database } from "@/server/db/open";
import { events, seatGroups } from "@/server/db/schema";
import { openingDay, readOpeningHoursForDay } from "@/server/site/opening-hours";
import { seed } from "../../scripts/seed/index";
import { testDatabases } from "../helpers/db";

// A fixed seed day, so the weekdays of the exceptions do not depend on the day the test runs.
const NOW = new Date("2026-03-10T09:30:00Z");

describe.each(testDatabases())("demo seed as a visitor meets it ($name)", (target) => {
  let database: Database;

  beforeAll(async () => {
    database = await target.open();
    await seed(database, { scale: 1, images: false, now: NOW });
  });
  afterAll(() => database.close());

  it("sells no tickets for a day the opening hours call closed", async () => {
    const bookable = await database.db.selectDistinct({ id: events.id, start: events.date_start }).from(events)
      .innerJoin(seatGroups, eq(seatGroups.event_id, events.id)).where(eq(events.is_online, true));
    expect(bookable.length).toBeGreaterThan(60);
    const days = new Map(bookable.map((event) => [openingDay(event.start).date, openingDay(event.start)]));
    const closed: string[] = [];
    for (const day of days.values()) {
      const hours = effectiveHours(await readOpeningHoursForDay(database.db, day, "de"));
      if (hours.every((entry) => entry.closed)) closed.push(day.date);
    }
    expect(closed).toEqual([]);
  });

  it("keeps the weekly drawing course, moved off the closed Monday", async () => {
    const course = await database.db.$count(events, sql`${events.name}->>'de' = 'Zeichnen vor Originalen'`);
    expect(course).toBeGreaterThanOrEqual(10);
  });

  it("gives the events route a page-editor page with a headline in both languages", async () => {
    for (const lang of ["de", "en"] as const) {
      const page = await getPageEntity(database.db, lang, ROUTES.calendar[lang]);
      expect(page?.is_online).toBe(true);
      expect(page?.headline).toBeTruthy();
      expect(page?.urls[lang]).toBe(`/${lang}/${ROUTES.calendar[lang]}`);
    }
  });
});

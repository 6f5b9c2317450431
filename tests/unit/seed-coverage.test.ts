import { addMonths } from "date-fns";
import { and, asc, eq, gte, lt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { moduleTypes } from "@modules/registry";
import { SECTION_BACKGROUNDS } from "@modules/section/schema";
import { LAYOUTS } from "@schemas/rules/section-layout";
import type { Database } from "@/server/db/open";
import { articles, containers, events, pages, pageTranslations, prices, seatGroups } from "@/server/db/schema";
import { storedCoverage } from "../../scripts/seed/coverage";
import { seed, type SeedResult } from "../../scripts/seed/index";
import { testDatabases } from "../helpers/db";

// A fixed seed day, so the test does not depend on the weekday it runs on.
const NOW = new Date("2026-03-10T09:30:00Z");

describe.each(testDatabases())("demo seed ($name)", (target) => {
  let database: Database;
  let first: SeedResult;

  beforeAll(async () => {
    database = await target.open();
    // Image files are skipped: the rows are the same with or without them.
    first = await seed(database, { scale: 1, images: false, now: NOW });
  });
  afterAll(() => database.close());

  it("uses every registered module type, column layout and background in the stored sections", async () => {
    const coverage = await storedCoverage(database.db);
    expect(first.status).toBe("seeded");
    expect([...moduleTypes].filter((type) => !coverage.moduleTypes.has(type))).toEqual([]);
    expect(LAYOUTS.filter((layout) => !coverage.layouts.has(layout))).toEqual([]);
    expect(SECTION_BACKGROUNDS.filter((background) => !coverage.backgrounds.has(background))).toEqual([]);
  });

  it("plans 60+ events in the next three months and 20+ magazine articles", async () => {
    const upcoming = await database.db.$count(events, and(gte(events.date_start, NOW), lt(events.date_start, addMonths(NOW, 3))));
    expect(upcoming).toBeGreaterThanOrEqual(60);
    expect(await database.db.$count(articles)).toBeGreaterThanOrEqual(20);
  });

  it("lists the full price (Vollpreis) first in every seat group and has free 0.00 prices", async () => {
    const firstPrices = await database.db
      .selectDistinctOn([prices.seat_group_id], { text: prices.text })
      .from(prices)
      .orderBy(prices.seat_group_id, asc(prices.position));
    expect(firstPrices.length).toBe(await database.db.$count(seatGroups));
    expect(firstPrices.every((price) => price.text === "Vollpreis")).toBe(true);
    expect(await database.db.$count(prices, eq(prices.price, "0.00"))).toBeGreaterThan(0);
  });

  it("builds the page tree: legal pages in both languages, a landing page, an offline page, three levels deep", async () => {
    const paths = await database.db.select({ lang: pageTranslations.lang, path: pageTranslations.path }).from(pageTranslations);
    for (const lang of ["de", "en"]) {
      for (const path of ["", "agb", "datenschutz", "impressum"]) expect(paths).toContainEqual({ lang, path });
    }
    expect(paths).toContainEqual({ lang: "en", path: "visit/directions/parking" });
    expect(await database.db.$count(pages, eq(pages.is_landing_page, true))).toBeGreaterThan(0);
    expect(await database.db.$count(pages, eq(pages.is_online, false))).toBeGreaterThan(0);
  });

  it("does not duplicate anything when run again", async () => {
    const again = await seed(database, { scale: 1, images: false, now: NOW });
    expect(again.status).toBe("skipped");
    expect(again.counts).toEqual(first.counts);
  });

  it("writes the same rows again after a reset (deterministic)", async () => {
    const snapshot = async () => ({
      events: await database.db.select({ id: events.id, name: events.name, start: events.date_start }).from(events).orderBy(asc(events.id)),
      sections: await database.db.select({ slug: containers.slug, data: containers.data }).from(containers).orderBy(asc(containers.id)),
      prices: await database.db.select({ id: prices.id, seat: prices.seat_group_id, price: prices.price }).from(prices).orderBy(asc(prices.id)),
    });
    const before = await snapshot();
    const reseeded = await seed(database, { scale: 1, images: false, now: NOW, reset: true });
    expect(reseeded.status).toBe("seeded");
    expect(await snapshot()).toEqual(before);
  });
});

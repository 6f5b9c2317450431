import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/open";
import * as tables from "@/server/db/schema";
import { seedMediaDir } from "@/server/media/paths";
import { publishEverything } from "@/server/content/publish";
import { copyFolderInto, databaseMediaStore } from "@/server/media/storage";
import { emptyIds, type SeedContext } from "./context";
import { missingFrom, storedCoverage } from "./coverage";
import { seedEvents } from "./entities/events";
import { seedForms } from "./entities/forms";
import { seedMagazine } from "./entities/magazine";
import { seedMedia } from "./entities/media";
import { seedNavigation } from "./entities/navigation";
import { seedPeople } from "./entities/people";
import { seedProductions } from "./entities/productions";
import { seedBreakingNews, seedOpeningHours, seedRedirects, seedSettings } from "./entities/site";
import { seedTaxonomies } from "./entities/taxonomies";
import { seedCalendarTeasers } from "./entities/teasers";
import { seedVenues } from "./entities/venues";
import { buildImageLibrary, renderImageLibrary } from "./images";
import { seedPages } from "./pages";
import { createRandom, seedToday } from "./random";
import { hasContent, wipeContent } from "./reset";
import { writeSampleMedia } from "./sample-media";

export interface SeedOptions {
  /** Multiplies events, articles and archive pages (benchmarks); 1 is the demo museum. */
  scale?: number;
  /** Wipe all content first; without it an already seeded database is left alone. */
  reset?: boolean;
  /** Write the image files (skipped by tests: the rows are the same either way). */
  images?: boolean;
  /** The seed day; programme dates count from it. */
  now?: Date;
  /** Where the image files go; default `${DATA_DIR}/media/seed`. */
  mediaDir?: string;
}

export interface SeedResult {
  status: "seeded" | "skipped";
  counts: Record<string, number>;
  /** Image, audio, video and caption files written (existing ones are kept). */
  imagesWritten: number;
  seconds: number;
  missing: ReturnType<typeof missingFrom>;
}

const COUNTED = ["pages", "containers", "events", "seatGroups", "prices", "timeslots", "productions", "articles", "people", "venues", "forms", "media", "redirects"] as const;

/** Rows per table, for the summary. One query at a time: a pool then holds a single connection. */
async function countRows(database: Database) {
  const counts: Record<string, number> = {};
  for (const name of COUNTED) counts[name] = await database.db.$count(tables[name]);
  return counts;
}

/**
 * Seed the demo museum, in an order that respects foreign keys. Deterministic: the same
 * day, scale and seed number give the same rows. Refuses (status "skipped") when content
 * exists, unless `reset` is set.
 */
export async function seed(database: Database, options: SeedOptions = {}): Promise<SeedResult> {
  const started = performance.now();
  const { db } = database;
  const scale = options.scale ?? 1;
  if (options.reset) await wipeContent(db);
  else if (await hasContent(db)) {
    return { status: "skipped", counts: await countRows(database), imagesWritten: 0, seconds: (performance.now() - started) / 1000, missing: missingFrom(await storedCoverage(db)) };
  }

  const rng = createRandom();
  const library = buildImageLibrary(rng.fork("images"));
  const mediaDir = options.mediaDir ?? seedMediaDir();
  // Image files render on sharp's threads while the rows are written.
  const files = options.images === false
    ? Promise.resolve(0)
    : renderImageLibrary(library, mediaDir).then(async (count) => count + (await writeSampleMedia(path.resolve(mediaDir))));

  const now = options.now ?? new Date();
  const ctx: SeedContext = { db, rng, today: seedToday(now), now, scale, library, ids: emptyIds() };
  await seedMedia(ctx);
  await seedVenues(ctx);
  await seedTaxonomies(ctx);
  await seedPeople(ctx);
  await seedProductions(ctx);
  await seedForms(ctx);
  await seedEvents(ctx);
  await seedCalendarTeasers(ctx);
  await seedMagazine(ctx);
  await seedOpeningHours(ctx);
  await seedBreakingNews(ctx);
  await seedNavigation(ctx);
  await seedSettings(ctx);
  await seedRedirects(ctx);
  await seedPages(ctx);
  // The demo museum starts live: every page's and entity's sections are published as seeded.
  await publishEverything(db);
  // Planner statistics for the bulk-loaded tables: PostgreSQL's autovacuum would gather them
  // later, PGlite never does, and without them list queries sort thousands of rows instead of
  // walking the (date_start, id) indexes.
  await db.execute(sql`ANALYZE`);

  // With the media in the database every instance serves the demo's artworks, not only this one.
  const imagesWritten = process.env.MEDIA_STORAGE === "postgres"
    ? await files.then(() => copyFolderInto(databaseMediaStore(async () => db), mediaDir, "seed"))
    : await files;
  return {
    status: "seeded",
    counts: await countRows(database),
    imagesWritten,
    seconds: (performance.now() - started) / 1000,
    missing: missingFrom(await storedCoverage(db)),
  };
}

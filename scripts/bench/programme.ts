// npm run bench -- programme [--scale N --seconds S], or alone:
// tsx --conditions react-server scripts/bench/programme.ts [--scale N --seconds S]
// Events-list and autocomplete latency (p50/p95) at the default seed and at scale N (default
// 100), side by side with the ratio: paging must stay flat as the programme grows.
import { rmSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import { z } from "zod";
import type { Database } from "@/server/db/open";
import { berlinDay } from "@schemas/rules/dates";
import { countEvents, eventFilterOf, listEvents } from "@/server/services/events";
import { autocomplete } from "@/server/services/search/autocomplete";
import { startBenchServer } from "./server";

/**
 * Requests spread over several pages and filters, as visitors browse. Each returns a full page
 * at both scales (the default seed has about 170 events), so both sides do the same work.
 */
const EVENT_PATHS = [
  "/de/api/events/",
  "/de/api/events/?page=2",
  "/de/api/events/?page=5",
  "/en/api/events/?type=fuehrung",
  "/de/api/events/?tag=1",
  "/de/api/events/?room=1&page=2",
  "/en/api/events/?series=1",
  "/de/api/events/?page_size=20&page=4",
];
const AUTOCOMPLETE_TEXTS = ["ausstel", "ausstelung", "führung", "fuhrung", "konzert", "farbe", "familien", "kamermusik"];
const AUTOCOMPLETE_PATHS = AUTOCOMPLETE_TEXTS.map((q) => `/api/search/autocomplete/?lang=de&q=${encodeURIComponent(q)}`);

interface Latency { p50: number; p95: number; requests: number; errors: number }

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const summary = (latencies: number[], errors: number): Latency => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), requests: sorted.length, errors };
};

/** `concurrency` clients cycle through the paths for `seconds`. */
async function loadPaths(base: string, paths: string[], seconds: number, concurrency = 4): Promise<Latency> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (performance.now() < end) {
      const path = paths[next++ % paths.length]!;
      const start = performance.now();
      const response = await fetch(base + path).catch(() => null);
      if (!response || response.status !== 200) errors++;
      await response?.arrayBuffer();
      latencies.push(performance.now() - start);
    }
  }));
  return summary(latencies, errors);
}

/** The services alone, in-process, uncached: what a cache miss costs the database. */
async function measureServices(database: Database, rounds: number): Promise<{ list: Latency; count: Latency; suggest: Latency }> {
  const { db } = database;
  const filter = eventFilterOf({}, new Date());
  const timed = async (run: (index: number) => Promise<unknown>) => {
    const latencies: number[] = [];
    for (let index = 0; index < rounds + 5; index++) {
      const start = performance.now();
      await run(index);
      if (index >= 5) latencies.push(performance.now() - start);
    }
    return summary(latencies, 0);
  };
  return {
    list: await timed((index) => listEvents(db, { lang: "de", filter, offset: (index % 5) * 10, limit: 10 })),
    count: await timed(() => countEvents(db, filter)),
    suggest: await timed((index) => autocomplete(db, { lang: "de", q: AUTOCOMPLETE_TEXTS[index % AUTOCOMPLETE_TEXTS.length]! })),
  };
}

const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;
const row = (name: string, small: Latency, large: Latency) =>
  `${name.padEnd(34)} p50 ${ms(small.p50)} → ${ms(large.p50)}   p95 ${ms(small.p95)} → ${ms(large.p95)}   p95 ratio ${(large.p95 / small.p95).toFixed(2).padStart(5)}x` +
  (small.errors + large.errors ? `   errors ${small.errors}/${large.errors}` : "");

export async function benchProgramme({ scale = 100, seconds = 5 }: { scale?: number; seconds?: number } = {}) {
  const results: { http: Record<string, Latency>; services: Awaited<ReturnType<typeof measureServices>> }[] = [];
  for (const [index, size] of [1, scale].entries()) {
    let services: Awaited<ReturnType<typeof measureServices>> | undefined;
    // The data cache lives in the build folder: without this, the scale-N server would read
    // the list counts the scale-1 server cached.
    rmSync(path.join(process.env.NEXT_DIST_DIR ?? ".next", "cache", "fetch-cache"), { recursive: true, force: true });
    const server = await startBenchServer(size, 3144 + index, { beforeStart: async (database) => { services = await measureServices(database, 100); } });
    try {
      // Warm up: compiled routes, the database's caches, the cached list counts.
      await loadPaths(server.url, [...EVENT_PATHS, ...AUTOCOMPLETE_PATHS], 2);
      const events = await loadPaths(server.url, EVENT_PATHS, seconds);
      const suggest = await loadPaths(server.url, AUTOCOMPLETE_PATHS, seconds);
      results.push({ http: { events, suggest }, services: services! });
      console.log(`scale ${size} (${berlinDay(new Date())}): ${events.requests} event-list and ${suggest.requests} autocomplete requests`);
    } finally {
      server.stop();
    }
  }
  const [small, large] = results as [typeof results[number], typeof results[number]];
  console.log(`\nscale 1 → scale ${scale} (production build, 4 concurrent clients; services: in-process, uncached)`);
  console.log(row("GET /{lang}/api/events/", small.http.events!, large.http.events!));
  console.log(row("GET /api/search/autocomplete/", small.http.suggest!, large.http.suggest!));
  console.log(row("service listEvents (one page)", small.services.list, large.services.list));
  console.log(row("service countEvents (uncached)", small.services.count, large.services.count));
  console.log(row("service autocomplete", small.services.suggest, large.services.suggest));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = z
    .object({ scale: z.coerce.number().int().min(2).default(100), seconds: z.coerce.number().positive().default(5) })
    .parse(parseArgs({ options: { scale: { type: "string" }, seconds: { type: "string" } } }).values);
  await benchProgramme(args);
  process.exit(0);
}

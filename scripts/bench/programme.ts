// npm run bench -- programme [--scale N --seconds S], or alone:
// tsx --conditions react-server scripts/bench/programme.ts [--scale N --seconds S]
// Events-list and autocomplete latency (p50/p95, 4 concurrent clients) at the default seed and
// at scale N (default 100), side by side with the growth, each beside its target: the cost
// must stay flat as the programme grows. On the embedded database, and on PostgreSQL too when
// TEST_DATABASE_URL is set (scratch databases, dropped afterwards). BENCH_PORT moves the
// servers off 3144-3147 (when another bench uses them).
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
async function loadPaths(base: string, paths: string[], seconds: number, concurrency: number): Promise<Latency> {
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

/** The targets (issue on visitor speed): p95 at 4 concurrent clients, and growth from scale 1 to N. */
const TARGETS = { eventsP95: 15, suggestP95: 20, growth: 1.2 };
const CONCURRENCY = 4;

const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;
const verdict = (ok: boolean) => (ok ? "ok" : "MISSED");
/** One line: p50/p95 at both scales, the p95 against its target (if any) and the growth against its target. */
function row(name: string, small: Latency, large: Latency, p95Target?: number): string {
  const growth = large.p95 / small.p95;
  const p95 = p95Target === undefined
    ? `p95 ${ms(small.p95)} → ${ms(large.p95)}`
    : `p95 ${ms(small.p95)} → ${ms(large.p95)} (target ≤ ${p95Target} ms: ${verdict(Math.max(small.p95, large.p95) <= p95Target)})`;
  return `${name.padEnd(32)} p50 ${ms(small.p50)} → ${ms(large.p50)}   ${p95}   growth ${growth.toFixed(2)}× (target ≤ ${TARGETS.growth}×: ${verdict(growth <= TARGETS.growth)})` +
    (small.errors + large.errors ? `   errors ${small.errors}/${large.errors}` : "");
}

type Results = { http: Record<"events" | "suggest", Latency>; services: Awaited<ReturnType<typeof measureServices>> };

async function measureAt(size: number, port: number, seconds: number, postgres?: string): Promise<Results> {
  let services: Results["services"] | undefined;
  // The data cache lives in the build folder: without this, the scale-N server would read
  // the scale-1 server's cached reads.
  rmSync(path.join(process.env.NEXT_DIST_DIR ?? ".next", "cache", "fetch-cache"), { recursive: true, force: true });
  const server = await startBenchServer(size, port, { postgres, beforeStart: async (database) => { services = await measureServices(database, 100); } });
  try {
    // Warm up: compiled routes, the database's caches, the remembered pages and suggestions.
    await loadPaths(server.url, [...EVENT_PATHS, ...AUTOCOMPLETE_PATHS], 2, CONCURRENCY);
    const events = await loadPaths(server.url, EVENT_PATHS, seconds, CONCURRENCY);
    const suggest = await loadPaths(server.url, AUTOCOMPLETE_PATHS, seconds, CONCURRENCY);
    console.log(`scale ${size} (${berlinDay(new Date())}): ${events.requests} event-list and ${suggest.requests} autocomplete requests`);
    return { http: { events, suggest }, services: services! };
  } finally {
    await server.stop();
  }
}

function report(label: string, scale: number, small: Results, large: Results) {
  console.log(`\n${label}: scale 1 → scale ${scale} (production build, ${CONCURRENCY} concurrent clients; the HTTP answers come from the server's memory after a first ask, as a visitor finds them, until a write or 10 s; services: in-process, uncached, what an ask the memory cannot answer costs)`);
  console.log(row("GET /{lang}/api/events/", small.http.events, large.http.events, TARGETS.eventsP95));
  console.log(row("GET /api/search/autocomplete/", small.http.suggest, large.http.suggest, TARGETS.suggestP95));
  console.log(row("service listEvents (one page)", small.services.list, large.services.list));
  console.log(row("service countEvents", small.services.count, large.services.count));
  console.log(row("service autocomplete", small.services.suggest, large.services.suggest));
}

export async function benchProgramme({ scale = 100, seconds = 5 }: { scale?: number; seconds?: number } = {}) {
  const port = Number(process.env.BENCH_PORT ?? 3144);
  const embedded = [await measureAt(1, port, seconds), await measureAt(scale, port + 1, seconds)] as const;
  report("PGlite (embedded)", scale, ...embedded);
  const postgres = process.env.TEST_DATABASE_URL;
  if (!postgres) return console.log("\nPostgreSQL: skipped (set TEST_DATABASE_URL to a postgres:// admin URL to measure it too)");
  const onPostgres = [await measureAt(1, port + 2, seconds, postgres), await measureAt(scale, port + 3, seconds, postgres)] as const;
  report("PostgreSQL", scale, ...onPostgres);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = z
    .object({ scale: z.coerce.number().int().min(2).default(100), seconds: z.coerce.number().positive().default(5) })
    .parse(parseArgs({ options: { scale: { type: "string" }, seconds: { type: "string" } } }).values);
  await benchProgramme(args);
  process.exit(0);
}

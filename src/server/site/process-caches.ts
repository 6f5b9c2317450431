import "server-only";
import { sql } from "drizzle-orm";
import pg from "pg";
import { z } from "zod";
import { getDb } from "../db/client";
import { forgetCanonicalSlugs } from "./canonical-slugs";
import { invalidateShellState } from "./shell-state";
import { armPublishTimer } from "../content/publish-timer";
import { forgetPageAnswers } from "../http/page-answers";
import { rememberedEventPages, rememberedSuggestions } from "../services/remembered-reads";

/**
 * The caches each server process keeps in its own memory (the proxy's settings flag and
 * redirect list, the remembered slugs, the cached pages' answers, event-list pages and
 * suggestions), and how a write on one instance clears them on every instance: PostgreSQL's
 * LISTEN/NOTIFY on one channel. The embedded database serves one process only, so there is
 * nobody to tell.
 */
const PROCESS_CACHES = {
  "shell-state": invalidateShellState,
  "canonical-slugs": forgetCanonicalSlugs,
  "page-answers": forgetPageAnswers,
  "event-pages": () => rememberedEventPages.clear(),
  suggestions: () => rememberedSuggestions.clear(),
  // Not a cache but the same news: a publication was planned or dropped, arm the timer anew.
  "publish-schedules": () => void armPublishTimer(),
} as const;
export type ProcessCache = keyof typeof PROCESS_CACHES;

const CHANNEL = "museum_process_caches";
/** How long a lost listening connection waits before it connects again. */
const RECONNECT_MS = 1_000;

const messageSchema = z.array(z.enum(Object.keys(PROCESS_CACHES) as [ProcessCache, ...ProcessCache[]]));

declare global {
  // One listening connection per process, whichever bundle (proxy, route handlers) starts it.
  var __museumCacheListener: pg.Client | undefined;
}

const postgresUrl = (): string | null => {
  const url = process.env.DATABASE_URL;
  return url && /^postgres(ql)?:\/\//.test(url) ? url : null;
};

function parseJson(text: string | undefined): unknown {
  try {
    return JSON.parse(text ?? "null");
  } catch {
    return null;
  }
}

function clear(caches: readonly ProcessCache[]): void {
  for (const cache of caches) PROCESS_CACHES[cache]();
}

/**
 * Listen for other instances' writes, once per process; a no-op outside a Next.js server
 * (seed, tests) or on the embedded database. While the connection is down a message can be
 * missed, so every cache is cleared when it is back: the next read comes from the database.
 */
export function listenForCacheInvalidations(): void {
  const url = postgresUrl();
  if (!url || !process.env.NEXT_RUNTIME || globalThis.__museumCacheListener) return;
  const client = new pg.Client({ connectionString: url });
  globalThis.__museumCacheListener = client;
  const retry = (error?: Error) => {
    if (globalThis.__museumCacheListener !== client) return;
    if (error) console.error("Listening for cache invalidations failed", error.message);
    globalThis.__museumCacheListener = undefined;
    client.end().catch(() => undefined);
    setTimeout(listenForCacheInvalidations, RECONNECT_MS).unref();
  };
  client.on("notification", (message) => {
    const caches = messageSchema.safeParse(parseJson(message.payload));
    if (caches.success) clear(caches.data);
  });
  client.on("error", retry);
  client.on("end", () => retry());
  client.connect()
    .then(() => client.query(`LISTEN ${CHANNEL}`))
    .then(() => clear(Object.keys(PROCESS_CACHES) as ProcessCache[]))
    .catch(retry);
}

/**
 * Clear these caches here at once, and on every other instance as soon as PostgreSQL
 * delivers the notification (milliseconds). Called after the write has committed.
 */
export function forgetEverywhere(...caches: ProcessCache[]): void {
  clear(caches);
  if (!postgresUrl() || !process.env.NEXT_RUNTIME) return;
  listenForCacheInvalidations();
  getDb()
    .then(({ db }) => db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(caches)})`))
    .catch((error: unknown) => console.error("Telling the other instances to clear their caches failed", error));
}

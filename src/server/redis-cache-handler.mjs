// The page cache (ISR) and data cache in Redis, for several server instances behind one load
// balancer (REDIS_URL; src/server/page-cache-handler.mjs chooses it). Plain JavaScript like
// the file-system handler: Next.js imports it at run time, outside its build.
//
// Entries and tag revalidations live in Redis (@fortedigital/nextjs-cache-handler's
// redis-strings handler), so a page one instance renders is served by all of them, and a
// revalidation on any instance deletes the entry for every instance at once. The rules of the
// single-instance handler (src/server/isr-cache-handler.mjs) hold here too:
// - keys are scoped to the database and the build, so two sites (or two builds of one site)
//   sharing a Redis server never answer each other's pages;
// - a page that answered 404 is never stored (a scanner's random URLs would fill Redis).
import { createHash, randomUUID } from "node:crypto";
import path from "node:path";
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { createClient } from "redis";
import { databaseIdentity, isNotFoundPage } from "./isr-cache-handler.mjs";

/** How long one Redis command may take before the cache counts it as a miss. */
const TIMEOUT_MS = 1_000;

/**
 * The database part of every key. An embedded database is one data folder's (two sites on
 * one machine may share a Redis server), an in-memory one this process's alone.
 */
function databaseScope() {
  const identity = databaseIdentity();
  if (identity === "memory") return `memory-${randomUUID()}`;
  if (identity !== "embedded") return identity;
  const folder = path.resolve(process.env.DATA_DIR ?? ".data");
  return `embedded-${createHash("sha256").update(folder).digest("hex").slice(0, 16)}`;
}

/** The process's Redis connection, opened once; it reconnects by itself after an outage. */
function connect(url) {
  const client = createClient({ url, pingInterval: 10_000, socket: { reconnectStrategy: (retries) => Math.min(retries * 200, 5_000) } });
  // Without Redis every request renders afresh (a miss), never a stale page: the errors
  // are logged once per outage, not per request.
  let down = false;
  client.on("error", (error) => {
    if (!down) console.error("Redis page cache unavailable", error.message);
    down = true;
  });
  client.on("ready", () => { down = false; });
  client.connect().catch(() => undefined);
  return client;
}

CacheHandler.onCreation(({ buildId }) => {
  const client = connect(process.env.REDIS_URL);
  return {
    handlers: [createRedisHandler({ client, keyPrefix: `museum:${databaseScope()}:${buildId ?? "dev"}:`, timeoutMs: TIMEOUT_MS })],
  };
});

export default class RedisCacheHandler extends CacheHandler {
  async set(key, data, ctx) {
    if (isNotFoundPage(data)) return;
    return super.set(key, data, ctx);
  }
}

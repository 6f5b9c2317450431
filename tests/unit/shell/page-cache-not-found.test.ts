// The page cache handlers keep a page that answered 200 and never one that answered 404, so
// the unknown URLs a scanner asks for cannot grow the cache: the file-system handler on disk,
// the Redis one (several instances) in a real redis-server when one is installed.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient } from "redis";
import { nodeFs } from "next/dist/server/lib/node-fs-methods";
import type { CachedRouteKind, IncrementalCacheKind, IncrementalCachedAppPageValue } from "next/dist/server/response-cache/types";
import IsrCacheHandler from "@/server/isr-cache-handler.mjs";
import { hasRedisServer, startRedis, type Running } from "../../../scripts/instances";

const root = mkdtempSync(path.join(tmpdir(), "museum-page-cache-404-"));
const context = { fs: nodeFs, serverDistDir: path.join(root, "build", "server"), flushToDisk: true, revalidatedTags: [], _requestHeaders: {} };

/** A rendered page as Next.js hands it to the cache handler (its kinds are const enums a test cannot import: the same strings). */
const page = (status: number): IncrementalCachedAppPageValue => ({
  kind: "APP_PAGE" as CachedRouteKind.APP_PAGE, html: `<h1>${status}</h1>`, rscData: Buffer.from(`0:"${status}"`), status, headers: {}, postponed: undefined, segmentData: undefined,
});
/** A page's key as Next.js scopes it to its route (next/dist/server/lib/route-cache-key.js). */
const key = (pathname: string) => `/route-cache/app-page/${"0".repeat(64)}/$${pathname}`;
const cacheControl = { revalidate: 300, expire: undefined };
const read = { kind: "APP_PAGE" as IncrementalCacheKind.APP_PAGE, isFallback: false };

afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(root, { recursive: true, force: true });
});

describe("the file-system page cache (src/server/isr-cache-handler.mjs)", () => {
  it("writes a page that answered 200 into the data folder, and nothing for one that answered 404", async () => {
    vi.stubEnv("DATA_DIR", path.join(root, "data"));
    vi.stubEnv("DATABASE_URL", "");
    const handler = new IsrCacheHandler(context);
    await handler.set(key("/de/gibt-es-nicht"), page(404), { cacheControl });
    await handler.set(key("/de/besuch"), page(200), { cacheControl });

    const files = readdirSync(path.join(root, "data", "page-cache"), { recursive: true, encoding: "utf8" });
    expect(files.filter((file) => file.endsWith(".html")).map((file) => path.basename(file))).toEqual(["besuch.html"]);
    expect(await handler.get(key("/de/gibt-es-nicht"), read)).toBeNull();
    expect((await handler.get(key("/de/besuch"), read))?.value).toMatchObject({ kind: "APP_PAGE", status: 200 });
  });
});

describe.skipIf(!hasRedisServer())("the Redis page cache (src/server/redis-cache-handler.mjs)", () => {
  let redis: Running;
  let client: ReturnType<typeof createClient>;
  beforeAll(async () => {
    redis = await startRedis();
    client = createClient({ url: redis.url });
    await client.connect();
  }, 30_000);
  afterAll(async () => {
    await client?.quit();
    redis?.stop();
  });
  const pageKeys = async () => (await client.keys("museum:*")).filter((name) => name.includes("/$/de/"));

  it("stores a page that answered 200 and no key for one that answered 404", async () => {
    vi.stubEnv("REDIS_URL", redis.url);
    const { default: RedisCacheHandler } = await import("@/server/redis-cache-handler.mjs");
    const handler = new RedisCacheHandler(context);
    // The handler connects on its first call and stores nothing until then.
    await expect.poll(async () => {
      await handler.set(key("/de/besuch"), page(200), { cacheControl });
      return pageKeys();
    }).toEqual([expect.stringMatching(/\/\$\/de\/besuch$/)]);
    await handler.set(key("/de/gibt-es-nicht"), page(404), { cacheControl });
    expect(await pageKeys()).toHaveLength(1);
    expect(await handler.get(key("/de/gibt-es-nicht"))).toBeNull();
    expect((await handler.get(key("/de/besuch")))?.value).toMatchObject({ kind: "APP_PAGE", status: 200 });
  });
});

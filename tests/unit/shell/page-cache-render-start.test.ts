// A render that began before an editor's publication revalidated its tags read the old
// content: the page cache does not keep what it writes, so the next visitor gets a fresh
// render instead of the old page until its revalidate time runs out (src/server/page-cache-handler.mjs).
import { afterAll, describe, expect, it, vi } from "vitest";
import { setTimeout as sleep } from "node:timers/promises";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { nodeFs } from "next/dist/server/lib/node-fs-methods";
import type { CachedRouteKind, IncrementalCacheKind, IncrementalCachedAppPageValue } from "next/dist/server/response-cache/types";

const root = mkdtempSync(path.join(tmpdir(), "museum-page-cache-race-"));
vi.stubEnv("DATA_DIR", path.join(root, "data"));
vi.stubEnv("DATABASE_URL", "");
vi.stubEnv("REDIS_URL", "");
const { default: PageCacheHandler } = await import("@/server/page-cache-handler.mjs");

const context = { fs: nodeFs, serverDistDir: path.join(root, "build", "server"), flushToDisk: true, revalidatedTags: [], _requestHeaders: {} };
/** A rendered page as Next.js hands it to the cache handler, with the tags it read under. */
const page = (html: string, tags: string[]): IncrementalCachedAppPageValue => ({
  kind: "APP_PAGE" as CachedRouteKind.APP_PAGE, html, rscData: Buffer.from(`0:"${html}"`), status: 200,
  headers: { "x-next-cache-tags": tags.join(",") }, postponed: undefined, segmentData: undefined,
});
const key = (pathname: string) => `/route-cache/app-page/${"0".repeat(64)}/$${pathname}`;
const cacheControl = { revalidate: 300, expire: undefined };
const readPage = { kind: "APP_PAGE" as IncrementalCacheKind.APP_PAGE, isFallback: false };
/** A render's time after the publication: files are stamped by a coarser clock than Date.now(). */
const rendering = () => sleep(20);

afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(root, { recursive: true, force: true });
});

describe("the page cache and a publication during a render", () => {
  it("keeps no page whose render began before its tags were revalidated; the next render is kept", async () => {
    const handler = new PageCacheHandler(context);
    expect(await handler.get(key("/de/besuch"), readPage)).toBeNull();
    // The editor publishes while that render is under way.
    await handler.revalidateTag(["page:7"], undefined);
    await rendering();
    await handler.set(key("/de/besuch"), page("old", ["page:7", "settings"]), { cacheControl });
    expect(await handler.get(key("/de/besuch"), readPage)).toBeNull();

    await handler.set(key("/de/besuch"), page("new", ["page:7", "settings"]), { cacheControl });
    expect((await handler.get(key("/de/besuch"), readPage))?.value).toMatchObject({ html: "new" });
  });

  it("keeps a page rendered while other tags were revalidated", async () => {
    const handler = new PageCacheHandler(context);
    expect(await handler.get(key("/de/impressum"), readPage)).toBeNull();
    await handler.revalidateTag(["page:8"], undefined);
    await rendering();
    await handler.set(key("/de/impressum"), page("imprint", ["page:9"]), { cacheControl });
    expect((await handler.get(key("/de/impressum"), readPage))?.value).toMatchObject({ html: "imprint" });
  });

  it("keeps no cached read that began before its tags were revalidated", async () => {
    const handler = new PageCacheHandler(context);
    const read = { kind: "FETCH" as IncrementalCacheKind.FETCH, revalidate: 300, tags: ["events"], softTags: [] };
    const fetchKey = "a".repeat(64);
    expect(await handler.get(fetchKey, read)).toBeNull();
    await handler.revalidateTag(["events"], undefined);
    await rendering();
    const value = { kind: "FETCH" as CachedRouteKind.FETCH, data: { headers: {}, body: '"old"', status: 200, url: "" }, revalidate: 300 };
    await handler.set(fetchKey, value, { fetchCache: true, tags: ["events"] });
    expect(await handler.get(fetchKey, read)).toBeNull();
  });
});

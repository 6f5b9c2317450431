// The file-system page cache keeps each build's pages apart: a page cached before a new build
// names the old build's scripts and styles, which the new build has replaced, so the new
// build's server renders it again; the old build's entries are removed when it starts.
import { afterAll, expect, it, vi } from "vitest";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { nodeFs } from "next/dist/server/lib/node-fs-methods";
import type { CachedRouteKind, IncrementalCacheKind, IncrementalCachedAppPageValue } from "next/dist/server/response-cache/types";

const root = mkdtempSync(path.join(tmpdir(), "museum-page-cache-builds-"));

/** A build folder as `next build` leaves it, with its id. */
function build(id: string) {
  const dir = path.join(root, id);
  mkdirSync(path.join(dir, "server"), { recursive: true });
  writeFileSync(path.join(dir, "BUILD_ID"), id);
  return { fs: nodeFs, serverDistDir: path.join(dir, "server"), flushToDisk: true, revalidatedTags: [], _requestHeaders: {} };
}

const page = (script: string): IncrementalCachedAppPageValue => ({
  kind: "APP_PAGE" as CachedRouteKind.APP_PAGE, html: `<script src="${script}"></script>`, rscData: Buffer.from("0:null"), status: 200, headers: {}, postponed: undefined, segmentData: undefined,
});
/** The handler as a new server process loads it: the cache folder is chosen once per process. */
async function serverOf(buildId: string) {
  vi.resetModules();
  const { default: IsrCacheHandler } = await import("@/server/isr-cache-handler.mjs");
  return new IsrCacheHandler(build(buildId));
}

const key = `/route-cache/app-page/${"0".repeat(64)}/$/de/besuch`;
const read = { kind: "APP_PAGE" as IncrementalCacheKind.APP_PAGE, isFallback: false };

afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(root, { recursive: true, force: true });
});

it("serves a page to the build that cached it, not to the next build, and drops the earlier build's pages", async () => {
  vi.stubEnv("DATA_DIR", path.join(root, "data"));
  vi.stubEnv("DATABASE_URL", "");
  const first = await serverOf("build-a");
  await first.set(key, page("/_next/static/chunks/a.js"), { cacheControl: { revalidate: false, expire: undefined } });
  expect((await first.get(key, read))?.value).toMatchObject({ html: expect.stringContaining("a.js") });
  const firstFolder = path.join(root, "data", "page-cache", "embedded", "build-a");
  expect(existsSync(firstFolder)).toBe(true);

  const second = await serverOf("build-b");
  expect(await second.get(key, read)).toBeNull();
  expect(existsSync(firstFolder)).toBe(false);
});

// The page cache (ISR) and data cache as Next.js keeps them on disk and in memory, with two
// changes. Plain JavaScript: Next.js imports this file at run time, outside its build
// (next.config.ts names it).
//
// 1. What a server renders and caches is written into its own data folder
//    (DATA_DIR/page-cache), not into the build folder. One build serves several databases
//    (`npm start` on .data, each browser-test and benchmark server on a fresh temporary
//    folder); pages and reads cached inside .next by a server on one database were answered
//    by the next server on another. The build's own prerendered files (.next/server/app, no
//    database content: `next build` never opens the database) stay a read-only start.
//    Entries are kept per build, as the build folder kept them: a page cached by an earlier
//    build names that build's scripts and styles, which a new build has replaced.
// 2. A page that answered 404 is never stored: otherwise every unknown URL anyone requests
//    (a scanner's thousands of random paths) would add an entry and files without end. A
//    404 is rendered again when asked again.
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import fileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";

const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

/** Whether a cache value is a rendered page that answered 404. */
export const isNotFoundPage = (data) => data != null && (data.kind === "APP_PAGE" || data.kind === "PAGES") && data.status === 404;

/**
 * A name for the database a server reads, for keeping caches apart: "memory" (new in every
 * process), "embedded" (the PGlite folder in DATA_DIR), or "postgres-" and a hash of its
 * server and database (never its password).
 */
export function databaseIdentity(env = process.env) {
  const url = env.DATABASE_URL;
  if (url === "memory://") return "memory";
  if (!url || !/^postgres(ql)?:\/\//.test(url)) return "embedded";
  const { hostname, port, pathname } = new URL(url);
  return `postgres-${createHash("sha256").update(`${hostname}:${port || 5432}${pathname}`).digest("hex").slice(0, 16)}`;
}

/**
 * The folder a server's cache entries go to. The embedded database owns DATA_DIR (one
 * process per folder, see src/server/db/data-lock.ts). A PostgreSQL database gets a folder
 * named after it, so pointing one DATA_DIR at another database starts an empty cache
 * instead of answering the other's pages. Inside, one folder per build. An in-memory
 * database is new in every process, and so is its cache folder.
 */
export function pageCacheDir(env = process.env, buildId = "dev") {
  const identity = databaseIdentity(env);
  if (identity === "memory") return mkdtempSync(path.join(tmpdir(), "museum-page-cache-"));
  return path.join(path.resolve(env.DATA_DIR ?? ".data", "page-cache"), identity, buildId);
}

/** The id `next build` wrote beside the server folder; `next dev` has none. */
function buildIdOf(serverDistDir) {
  try {
    return readFileSync(path.join(serverDistDir, "..", "BUILD_ID"), "utf8").trim();
  } catch {
    return "dev";
  }
}

/** This build's cache folder; the folders of earlier builds go, as nothing reads them again. */
function openCacheDir(serverDistDir) {
  const buildId = buildIdOf(serverDistDir);
  const dir = pageCacheDir(process.env, buildId);
  if (databaseIdentity() === "memory") return dir;
  const builds = path.dirname(dir);
  for (const other of existsSync(builds) ? readdirSync(builds) : []) {
    if (other !== buildId) rmSync(path.join(builds, other), { recursive: true, force: true });
  }
  return dir;
}

// Next.js makes a handler per request; the folder is chosen once per process.
let processDir;

export default class IsrCacheHandler extends FileSystemCache {
  constructor(ctx) {
    super(ctx);
    // `next build` writes its prerendered files where Next.js puts them.
    this.ownDir = process.env.NEXT_PHASE === "phase-production-build" ? null : (processDir ??= openCacheDir(ctx.serverDistDir));
  }

  /** Next.js's path for the entry, moved into this server's folder unless it is the build's. */
  getFilePath(key, kind) {
    const inBuild = super.getFilePath(key, kind);
    if (!this.ownDir) return inBuild;
    if (kind === "FETCH") return path.join(this.ownDir, "data", path.relative(path.join(this.serverDistDir, "..", "cache", "fetch-cache"), inBuild));
    // Entries a server writes have scoped keys (/route-cache/<kind>/<route>/$/<path>);
    // unscoped ones are the build's prerendered files, read as the starting point.
    if (key.startsWith("/route-cache/")) return path.join(this.ownDir, "pages", path.relative(this.serverDistDir, inBuild));
    return inBuild;
  }

  async set(key, data, ctx) {
    if (isNotFoundPage(data)) return;
    return super.set(key, data, ctx);
  }
}

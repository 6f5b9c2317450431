// The page cache (ISR) as Next.js keeps it on disk and in memory, except that a page that
// answered 404 is never stored: otherwise every unknown URL anyone requests (a scanner's
// thousands of random paths) would add an entry and files under .next without end. A 404 is
// rendered again when asked again; a known page is cached as before. Plain JavaScript:
// Next.js imports this file at run time, outside its build (next.config.ts names it).
import fileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";

const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

/** Whether a cache value is a rendered page that answered 404. */
export const isNotFoundPage = (data) => data != null && (data.kind === "APP_PAGE" || data.kind === "PAGES") && data.status === 404;

export default class IsrCacheHandler extends FileSystemCache {
  async set(key, data, ctx) {
    if (isNotFoundPage(data)) return;
    return super.set(key, data, ctx);
  }
}

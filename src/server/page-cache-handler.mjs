// The cache handler next.config.ts names: Redis when REDIS_URL is set (several instances
// share pages, data and revalidations), otherwise the file-system cache of one instance.
// `next build` always writes its prerendered files to the build folder, Redis or not: the
// build has no database and must not fill a running site's shared cache.
const useRedis = Boolean(process.env.REDIS_URL) && process.env.NEXT_PHASE !== "phase-production-build";

const { default: Handler } = useRedis ? await import("./redis-cache-handler.mjs") : await import("./isr-cache-handler.mjs");

/**
 * Tells the app once Next.js has applied a write's tag revalidations (src/server/revalidate.ts
 * registers what then happens): Next.js applies them only after the write's answer has gone
 * out, and until then this cache still answers the old pages.
 */
export default class PageCacheHandler extends Handler {
  async revalidateTag(...args) {
    await super.revalidateTag(...args);
    globalThis.__museumTagsRevalidated?.();
  }
}

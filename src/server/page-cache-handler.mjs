// The cache handler next.config.ts names: Redis when REDIS_URL is set (several instances
// share pages, data and revalidations), otherwise the file-system cache of one instance.
// `next build` always writes its prerendered files to the build folder, Redis or not: the
// build has no database and must not fill a running site's shared cache.
const useRedis = Boolean(process.env.REDIS_URL) && process.env.NEXT_PHASE !== "phase-production-build";

const { default: Handler } = useRedis ? await import("./redis-cache-handler.mjs") : await import("./isr-cache-handler.mjs");

/** The header Next.js lists a rendered page's tags in. */
const TAGS_HEADER = "x-next-cache-tags";
/** Renders remembered at most (a key is forgotten once written; a render that failed is not). */
const MAX_RENDERS = 10_000;

/** When each key's render began: the read that found nothing, or only an entry past its time. */
const renderStarts = new Map();
/** When this process last revalidated each tag. */
const revalidatedAt = new Map();

const now = () => performance.timeOrigin + performance.now();

/** Whether the entry a read returned is past its revalidate time, so Next.js renders it again. */
function pastItsTime(entry, at) {
  const revalidate = entry.cacheControl?.revalidate ?? entry.value?.revalidate;
  return typeof revalidate === "number" && entry.lastModified + revalidate * 1000 <= at;
}

/** The tags an entry is revalidated by: a page's from its header, a cached read's from the write. */
function tagsOf(data, ctx) {
  const header = data?.headers?.[TAGS_HEADER];
  if (typeof header === "string") return header.split(",");
  return [...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])];
}

/**
 * Two changes to the store's behaviour, whichever it is:
 *
 * 1. A render that began before one of its tags was revalidated holds what it read before the
 *    change, yet Next.js stamps an entry with the time it is written: a render finished just
 *    after an editor published would be kept as fresh, and visitors would see the old page
 *    until its revalidate time ran out. Each key's render start is remembered, and a write
 *    whose tags were revalidated since is not kept: the next request renders afresh. Only this
 *    process's revalidations count: with Redis, a publication on another instance while this
 *    one renders is not seen here.
 * 2. It tells the app once Next.js has applied a write's tag revalidations
 *    (src/server/revalidate.ts registers what then happens): Next.js applies them only after
 *    the write's answer has gone out, and until then this cache still answers the old pages.
 */
export default class PageCacheHandler extends Handler {
  async get(key, ctx) {
    const asked = now();
    const entry = await super.get(key, ctx);
    // The earliest one counts: a render already under way for the key is the one to be written.
    if ((!entry || pastItsTime(entry, asked)) && !renderStarts.has(key)) {
      if (renderStarts.size >= MAX_RENDERS) renderStarts.delete(renderStarts.keys().next().value);
      renderStarts.set(key, asked);
    }
    return entry;
  }

  async set(key, data, ctx) {
    const started = renderStarts.get(key);
    renderStarts.delete(key);
    if (started !== undefined && tagsOf(data, ctx).some((tag) => (revalidatedAt.get(tag) ?? -Infinity) >= started)) return;
    return super.set(key, data, ctx);
  }

  async revalidateTag(tags, ...rest) {
    const at = now();
    for (const tag of [tags].flat()) revalidatedAt.set(tag, at);
    await super.revalidateTag(tags, ...rest);
    globalThis.__museumTagsRevalidated?.();
  }
}

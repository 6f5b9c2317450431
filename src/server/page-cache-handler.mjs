// The cache handler next.config.ts names: Redis when REDIS_URL is set (several instances
// share pages, data and revalidations), otherwise the file-system cache of one instance.
// `next build` always writes its prerendered files to the build folder, Redis or not: the
// build has no database and must not fill a running site's shared cache.
const useRedis = Boolean(process.env.REDIS_URL) && process.env.NEXT_PHASE !== "phase-production-build";

const { default: Handler } = useRedis ? await import("./redis-cache-handler.mjs") : await import("./isr-cache-handler.mjs");

export default Handler;

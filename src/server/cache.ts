import "server-only";
import { unstable_cache } from "next/cache";

/** Seconds a cached read may live without a tag revalidation (publication windows, "today"). */
export const DEFAULT_REVALIDATE = 300;

/**
 * Cache a read in Next.js' data cache under the given tags. Outside a Next.js server (tests,
 * seed and bench scripts) there is no cache to use, so the function runs directly.
 */
export function cached<Args extends unknown[], R>(
  fn: (...args: Args) => Promise<R>,
  keyParts: string[],
  tags: string[],
  revalidate: number = DEFAULT_REVALIDATE,
): (...args: Args) => Promise<R> {
  if (!process.env.NEXT_RUNTIME) return fn;
  return unstable_cache(fn, keyParts, { tags, revalidate });
}

/** Thrown inside the cache when a read found nothing: Next.js keeps no entry for a throw. */
class NotFound extends Error {}

/**
 * cached() for reads keyed by an id or a path taken from the URL: a result that is null is
 * not stored. Otherwise every unknown id or path anyone requests would add an entry to the
 * data cache, and a crawler's guesses would grow it without bound; an unknown one costs an
 * indexed query each time instead.
 */
export function cachedFound<Args extends unknown[], R>(
  fn: (...args: Args) => Promise<R | null>,
  keyParts: string[],
  tags: string[],
  revalidate: number = DEFAULT_REVALIDATE,
): (...args: Args) => Promise<R | null> {
  const read = cached(async (...args: Args) => {
    const found = await fn(...args);
    if (found === null) throw new NotFound();
    return found;
  }, keyParts, tags, revalidate);
  return async (...args: Args) => {
    try {
      return await read(...args);
    } catch (error) {
      if (error instanceof NotFound) return null;
      throw error;
    }
  };
}

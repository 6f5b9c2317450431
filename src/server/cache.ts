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

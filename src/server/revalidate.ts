import "server-only";
import { revalidateTag } from "next/cache";

/**
 * Mark cached reads and pages under these tags stale after a write. Outside a Next.js server
 * (seed, tests) nothing is cached, so there is nothing to do.
 */
export function revalidate(...tags: string[]): void {
  if (!process.env.NEXT_RUNTIME) return;
  for (const tag of tags) revalidateTag(tag, "max");
}

import "server-only";
import { revalidateTag } from "next/cache";
import { forgetEverywhere } from "./site/process-caches";

/**
 * Expire cached reads and pages under these tags after a write. `expire: 0` rather than the
 * stale-while-revalidate "max": an editor who saves, and a visitor right after, must see the
 * new content on the next request, not one request later. Outside a Next.js server (seed,
 * tests) nothing is cached, so there is nothing to do. A write may rename an entity, so the
 * proxy's remembered slugs go too, on every instance, and so do the pages' answers the HTTP
 * server keeps in memory (src/server/http/page-answers.ts), which no tag can reach, and the
 * remembered event-list pages and suggestions, which show names, dates and availability of
 * any kind of content.
 */
export function revalidate(...tags: string[]): void {
  forgetEverywhere("canonical-slugs", "page-answers", "event-pages", "suggestions");
  if (!process.env.NEXT_RUNTIME) return;
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
}

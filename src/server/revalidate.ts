import "server-only";
import { revalidateTag } from "next/cache";
import { forgetEverywhere } from "./site/process-caches";

declare global {
  // Called by the page cache handler (src/server/page-cache-handler.mjs), outside the bundles.
  var __museumTagsRevalidated: (() => void) | undefined;
}

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

// Next.js applies a route handler's tag revalidations after its answer has gone out (as
// work to wait for, not before answering). A visitor's request in between still gets the old
// page from the page cache as a hit, and the HTTP server would keep that answer in memory
// for seconds after the clear above: the page an editor had just published went on showing
// what it replaced. So the kept answers go again, here and on every instance, once the page
// cache has applied the revalidations; an answer that started before is not kept either.
globalThis.__museumTagsRevalidated = () => forgetEverywhere("page-answers");

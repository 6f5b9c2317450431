import "server-only";
import type { EventItem } from "@schemas/api/event";
import { processMemo } from "../process-memo";

/*
 * The public reads every visitor asks alike, remembered in the process (process-memo.ts) and
 * cleared by every content write on every instance (revalidate.ts, process-caches.ts).
 */

/**
 * A page of the event list with its count, per language and query. Thirty seconds at most,
 * as long as the answer's own Cache-Control lets browsers keep it (src/server/http/paging.ts):
 * held seats that run out change availability without a write. The newest 300 pages: with
 * at most 50 events a page (page_size), a few tens of megabytes at worst.
 */
export const rememberedEventPages = processMemo<{ count: number; results: EventItem[]; hasMore: boolean }>("event-pages", { maxEntries: 300, ttlMs: 30_000 });

/** Autocomplete suggestions per language and text, a minute at most (their Cache-Control). */
export const rememberedSuggestions = processMemo<string[]>("suggestions", { maxEntries: 2_000, ttlMs: 60_000 });

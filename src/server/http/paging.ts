import "server-only";
import type { NextRequest } from "next/server";
import type { Paged } from "@schemas/api/paging";
import { config } from "../config";

export interface PageInput<T> {
  count: number;
  page: number;
  pageSize: number;
  results: T[];
  /** Whether rows follow this page (read live, not from the possibly cached count). */
  hasMore: boolean;
  /** The last row's id: the `next` link continues after it (keyset), when the list supports it. */
  after?: number;
}

/**
 * The spec's paged answer { count, next, previous, results }: next and previous are full URLs
 * of this request with another page (other query keys kept), or null at either end. Past the
 * end the results are empty and previous points at the last page that has rows. The origin is
 * the public one (SITE_URL): behind a proxy the server's own host name is not the visitor's.
 */
export function pagedResponse<T>(request: NextRequest, input: PageInput<T>): Paged<T> {
  const { count, page, pageSize, results, hasMore, after } = input;
  const lastPage = Math.max(1, Math.ceil(count / pageSize));
  const link = (target: number, cursor?: number) => {
    const url = new URL(request.nextUrl.pathname + request.nextUrl.search, config.SITE_URL);
    url.searchParams.set("page", String(target));
    if (cursor === undefined) url.searchParams.delete("after");
    else url.searchParams.set("after", String(cursor));
    return url.href;
  };
  return {
    count,
    next: hasMore ? link(page + 1, after) : null,
    previous: page > 1 ? link(Math.min(page - 1, lastPage)) : null,
    results,
  };
}

/**
 * Public lists may be cached briefly by browsers, and for less by shared caches (a CDN, and
 * the server's own memory of answers, page-answers.ts, which every write clears): availability
 * also changes as held seats run out, without a write.
 */
export const LIST_CACHE_HEADERS = { "Cache-Control": "public, max-age=30, s-maxage=10, stale-while-revalidate=60" } as const;

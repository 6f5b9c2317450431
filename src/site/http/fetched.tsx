"use client";
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from "react";
import type { SWRConfiguration } from "swr";
import type { SWRInfiniteConfiguration, SWRInfiniteKeyLoader } from "swr/infinite";
import type { Fetch, FetchPages, PagesSourceProps, SourceProps } from "./swr-sources.client";

const SWRSource = lazy(() => import("./swr-sources.client").then((module) => ({ default: module.SWRSource as ComponentType<SourceProps<unknown>> })));
const SWRPagesSource = lazy(() => import("./swr-sources.client").then((module) => ({ default: module.SWRPagesSource as ComponentType<PagesSourceProps<unknown>> })));

/**
 * SWR for a visitor list whose code (about 7 kB gzip) loads with the list's first fetch, not with
 * the page: the lists start from the server's first page (the programme, the calendar, the
 * magazine), so a visitor who only reads never loads it. `url` null fetches nothing; the answer
 * is undefined until SWR's code has loaded and answered. SWR runs in a component that draws
 * nothing (the returned node, to be placed anywhere in the list) and reports its answer, so
 * the list's own elements stay the same ones when fetching starts: a focused button keeps its
 * focus, a live region stays the one a screen reader listens to.
 */
export function useFetched<T>(url: string | null, fetcher: (url: string) => Promise<T>, options?: SWRConfiguration<T>): [Fetch<T> | undefined, ReactNode] {
  const [fetched, setFetched] = useState<Fetch<T>>();
  // A later fetch starts afresh, not from the answer to an earlier one.
  if (url === null && fetched) setFetched(undefined);
  const source = url && (
    <Suspense>
      <SWRSource url={url} fetcher={fetcher} options={options as SWRConfiguration<unknown>} onChange={setFetched as (fetch: Fetch<unknown>) => void} />
    </Suspense>
  );
  return [fetched, source];
}

/** The same for paged data (`useSWRInfinite`). */
export function useFetchedPages<T>(pageUrl: SWRInfiniteKeyLoader<T> | null, fetcher: (url: string) => Promise<T>, options?: SWRInfiniteConfiguration<T>): [FetchPages<T> | undefined, ReactNode] {
  const [fetched, setFetched] = useState<FetchPages<T>>();
  if (pageUrl === null && fetched) setFetched(undefined);
  const source = pageUrl && (
    <Suspense>
      <SWRPagesSource pageUrl={pageUrl as SWRInfiniteKeyLoader<unknown>} fetcher={fetcher} options={options as SWRInfiniteConfiguration<unknown>} onChange={setFetched as (fetch: FetchPages<unknown>) => void} />
    </Suspense>
  );
  return [fetched, source];
}

"use client";
import { useEffect } from "react";
import useSWR, { type SWRConfiguration } from "swr";
import useSWRInfinite, { type SWRInfiniteConfiguration, type SWRInfiniteKeyLoader } from "swr/infinite";

/** What a list reads of SWR's answer. */
export interface Fetch<T> { data?: T; error?: unknown; isLoading: boolean; isValidating: boolean }
export interface FetchPages<T> extends Fetch<T[]> { size: number; setSize: (size: number) => unknown }

export interface SourceProps<T> {
  url: string;
  fetcher: (url: string) => Promise<T>;
  options?: SWRConfiguration<T>;
  onChange: (fetch: Fetch<T>) => void;
}

export interface PagesSourceProps<T> {
  pageUrl: SWRInfiniteKeyLoader<T>;
  fetcher: (url: string) => Promise<T>;
  options?: SWRInfiniteConfiguration<T>;
  onChange: (fetch: FetchPages<T>) => void;
}

/** `useSWR` in a component that draws nothing and reports to its list (./fetched.tsx says why). */
export function SWRSource<T>({ url, fetcher, options, onChange }: SourceProps<T>) {
  const { data, error, isLoading, isValidating } = useSWR(url, fetcher, options);
  useEffect(() => onChange({ data, error, isLoading, isValidating }), [onChange, data, error, isLoading, isValidating]);
  return null;
}

/** The same for paged data (`useSWRInfinite`). */
export function SWRPagesSource<T>({ pageUrl, fetcher, options, onChange }: PagesSourceProps<T>) {
  const { data, error, isLoading, isValidating, size, setSize } = useSWRInfinite(pageUrl, fetcher, options);
  useEffect(() => onChange({ data, error, isLoading, isValidating, size, setSize }), [onChange, data, error, isLoading, isValidating, size, setSize]);
  return null;
}

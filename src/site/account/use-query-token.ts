"use client";

import { useSyncExternalStore } from "react";

const unchanging = () => () => {};

/**
 * A parameter of the address, read in the browser: the page itself stays one cached document
 * for every value (a mailed link's token, ?done). undefined while rendering on the server
 * and during hydration, null when the address has none.
 */
export function useQueryParam(name: string): string | null | undefined {
  return useSyncExternalStore(unchanging, () => new URLSearchParams(window.location.search).get(name), () => undefined);
}

/** The `token` of a mailed link. */
export const useQueryToken = () => useQueryParam("token");

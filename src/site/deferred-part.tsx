"use client";
import { lazy, useState, type ComponentType } from "react";
import { useHydrated } from "./use-hydrated";

/**
 * The lazy component of one part whose code loads only once `release` is called, when the part
 * came with the server's HTML (the server renders it in full). While its code has not loaded,
 * React leaves that HTML as it is: a Suspense boundary waiting for its code stays unhydrated
 * and is hydrated in place later, so nothing is drawn twice. A part first drawn in the browser
 * (after a client-side navigation) has no HTML to show meanwhile: its code loads at once.
 */
export function useDeferredPart<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const [gate] = useState(() => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    return { released, release };
  });
  // True while hydrating the server's HTML (and on the server), false when drawn in the browser.
  // The hook makes React render the part's parent once more after hydrating; its caller keeps
  // the boundary's element the same (useMemo), or React would take that render as an update of
  // the waiting boundary and replace the server's HTML with an empty fallback.
  const fromServer = !useHydrated();
  const [Loaded] = useState(() =>
    lazy(async () => {
      if (fromServer && typeof window !== "undefined") await gate.released;
      return { default: await load() };
    }),
  );
  return { Loaded, release: gate.release };
}

/** `load` called once, however many parts ask. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}

"use client";
import { useEffect, type ComponentType, type RefObject } from "react";
import { deferredPart } from "./deferred-part";

/** How far ahead of the screen the code starts loading, so it is ready when the part scrolls in. */
const AHEAD = "200px 0px";

function useNearScreen(box: RefObject<HTMLDivElement | null>, release: () => void) {
  useEffect(() => {
    const target = box.current?.firstElementChild;
    if (!target) return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      release();
    }, { rootMargin: AHEAD });
    observer.observe(target);
    return () => observer.disconnect();
  }, [box, release]);
  return null;
}

/**
 * A client component whose code loads when its server-rendered HTML comes near the screen, for
 * parts that pages often hold below the first screen (a slider).
 */
export function loadWhenVisible<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  return deferredPart(load, useNearScreen);
}

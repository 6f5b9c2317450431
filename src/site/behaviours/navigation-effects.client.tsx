"use client";

import { useEffect, useRef } from "react";
import { usePathname } from "next/navigation";
import { scheduleHashScroll } from "./hash-scroll";
import { shouldResetScroll } from "./scroll-reset";

const USER_SCROLL_EVENTS = ["wheel", "touchstart", "keydown"] as const;

/**
 * Scroll behaviour on navigation (000 §2): hash links land 130 px below the top after the
 * page has settled; other routes of a single level start at the top. Back and forward keep the
 * browser's restored position.
 */
export function NavigationEffects() {
  const pathname = usePathname();
  const firstRender = useRef(true);
  const fromHistory = useRef(false);
  const cancelHashScroll = useRef<() => void>(() => {});
  const scrollToHash = useRef<() => void>(() => {});

  useEffect(() => {
    const smooth = () => !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const cancel = () => {
      cancelHashScroll.current();
      cancelHashScroll.current = () => {};
    };
    const schedule = () => {
      cancel();
      const stop = scheduleHashScroll(location.hash, smooth());
      // The visitor scrolling on their own wins over the delayed jump.
      for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, cancel, { once: true, passive: true });
      cancelHashScroll.current = () => {
        stop();
        for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, cancel);
      };
    };
    // A link to the hash the URL already has fires no hashchange, yet the browser jumps again.
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (event.defaultPrevented || !(link instanceof HTMLAnchorElement) || !link.hash) return;
      if (link.href === location.href) schedule();
    };
    const onPopState = () => (fromHistory.current = true);
    scrollToHash.current = schedule;
    window.addEventListener("hashchange", schedule);
    window.addEventListener("popstate", onPopState);
    document.addEventListener("click", onClick);
    return () => {
      cancel();
      window.removeEventListener("hashchange", schedule);
      window.removeEventListener("popstate", onPopState);
      document.removeEventListener("click", onClick);
    };
  }, []);

  useEffect(() => {
    const initial = firstRender.current;
    const historyNavigation = fromHistory.current;
    firstRender.current = false;
    fromHistory.current = false;
    if (location.hash) {
      scrollToHash.current();
      return;
    }
    if (!initial && !historyNavigation && shouldResetScroll(pathname)) window.scrollTo({ top: 0, behavior: "instant" });
  }, [pathname]);

  return null;
}

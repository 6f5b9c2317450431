"use client";
import { useEffect, type RefObject } from "react";
import { lengthPx, revealBy, stickyTop, stickyTopCandidates, stickyTopParts, stuckBottom, STICKY_TOP_ATTRIBUTE, STICKY_TOP_PROPERTY, STICKY_TOP_SCROLLED_PROPERTY } from "./sticky-top";

/** The header's transition of its sticky offset (site-header.module.css) plus a frame. */
const HEADER_SETTLE_MS = 450;

function measure(header: HTMLElement, bar: HTMLElement) {
  const root = document.documentElement;
  const rootFont = Number.parseFloat(getComputedStyle(root).fontSize) || 16;
  let others = 0;
  for (const element of stickyTopParts(document)) {
    if (element !== header) others += element.offsetHeight;
  }
  // A header that does not stick (edit mode, where the editor's bar holds the top) covers nothing.
  const sticks = getComputedStyle(header).position === "sticky";
  const heights = stickyTop({
    others,
    bar: sticks ? bar.offsetHeight : 0,
    shrink: sticks ? lengthPx(getComputedStyle(header).getPropertyValue("--bar-shrink"), rootFont) : 0,
    scrolled: header.hasAttribute("data-scrolled"),
  });
  root.style.setProperty(STICKY_TOP_PROPERTY, `${heights.current}px`);
  root.style.setProperty(STICKY_TOP_SCROLLED_PROPERTY, `${heights.scrolled}px`);
}

/** How long after a Tab key press a focus change still counts as moved by it. */
const TAB_FOCUS_MS = 300;

/**
 * Scrolls an element that the Tab key focused out from under the sticky parts (WCAG 2.4.11).
 * Other focus is left alone: a pointer's element is where the pointer is, and focus moved by a
 * script (a drag library returning focus to a handle) must not scroll the page under a pointer
 * that may be dragging, which would move the drop target away from it.
 */
function reveal(element: Element) {
  if (document.activeElement !== element || element.closest(`[${STICKY_TOP_ATTRIBUTE}], [data-sticky-anchors], dialog, [role="dialog"]`)) return;
  const by = revealBy(element.getBoundingClientRect().top, stuckBottom(document));
  if (by < 0) window.scrollBy({ top: by, behavior: "instant" });
}

/**
 * Keeps the sticky heights on <html> current (sizes, the header's scrolled state, the page's
 * anchor list) and, as scroll-padding alone cannot see the header grow back when focus moves
 * up the page, reveals a focused element again once the header has settled.
 */
export function useStickyTop(header: RefObject<HTMLElement | null>, scrolled: boolean, pathname: string) {
  useEffect(() => {
    const element = header.current;
    const bar = element?.querySelector<HTMLElement>("[data-header-bar]");
    if (!element || !bar) return;
    const update = () => measure(element, bar);
    const observer = new ResizeObserver(update);
    observer.observe(bar);
    // Every candidate, sticking or not: reading which stick here, in an effect right after
    // hydration, would force a style recalculation of the whole page before its first frame.
    // The observer's first report of each size measures, after the browser's own layout.
    for (const part of stickyTopCandidates(document)) observer.observe(part);
    return () => observer.disconnect();
  }, [header, scrolled, pathname]);

  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    let tabbedAt = Number.NEGATIVE_INFINITY;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Tab") tabbedAt = event.timeStamp;
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!(event.target instanceof Element) || event.timeStamp - tabbedAt > TAB_FOCUS_MS) return;
      const target = event.target;
      requestAnimationFrame(() => reveal(target));
      const timer = setTimeout(() => { timers.delete(timer); reveal(target); }, HEADER_SETTLE_MS);
      timers.add(timer);
    };
    document.addEventListener("keydown", onKeyDown, true);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("keydown", onKeyDown, true);
      document.removeEventListener("focusin", onFocusIn);
      for (const timer of timers) clearTimeout(timer);
    };
  }, []);
}

"use client";
import { useCallback, useRef } from "react";

/** The bar's height on <html>: the page's top padding and the side panel's top follow it. */
const BAR_HEIGHT_PROPERTY = "--editor-bar-height";
/** The stylesheets' height where the property is unset: the bar's min-height (top-bar.module.css). */
const DEFAULT_BAR_REM = 2.75;

/**
 * Keeps --editor-bar-height at the bar's real height: it is one slim row at first, but wraps
 * on a narrow window and grows with the text size (200 %), and the page must start below it.
 * A ref callback, so the measuring starts and stops with the bar itself.
 *
 * Written only when the bar is not the default height, from the observer's reports (after the
 * browser's own layout), never on mounting: any change of a property on <html> has the whole
 * page's style recalculated, and one between hydration and the first frame came on top of
 * the recalculation the site header's own measuring causes then (20 ms each on 100 modules).
 */
export function useBarHeight() {
  const observer = useRef<ResizeObserver | null>(null);
  return useCallback((bar: HTMLElement | null) => {
    const root = document.documentElement;
    observer.current?.disconnect();
    observer.current = null;
    if (!bar) {
      root.style.removeProperty(BAR_HEIGHT_PROPERTY);
      return;
    }
    observer.current = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize[0]?.blockSize ?? bar.offsetHeight;
      const rem = Number.parseFloat(getComputedStyle(root).fontSize) || 16;
      if (Math.abs(height - DEFAULT_BAR_REM * rem) < 0.5) root.style.removeProperty(BAR_HEIGHT_PROPERTY);
      else root.style.setProperty(BAR_HEIGHT_PROPERTY, `${height}px`);
    });
    observer.current.observe(bar);
  }, []);
}

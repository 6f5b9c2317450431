"use client";
import { useCallback, useRef } from "react";

/** The bar's height on <html>: the page's top padding and the side panel's top follow it. */
const BAR_HEIGHT_PROPERTY = "--editor-bar-height";

/**
 * Keeps --editor-bar-height at the bar's real height: it is one slim row at first, but wraps
 * on a narrow window and grows with the text size (200 %), and the page must start below it.
 * A ref callback, so the measuring starts and stops with the bar itself.
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
    const measure = () => root.style.setProperty(BAR_HEIGHT_PROPERTY, `${bar.offsetHeight}px`);
    observer.current = new ResizeObserver(measure);
    observer.current.observe(bar);
    measure();
  }, []);
}

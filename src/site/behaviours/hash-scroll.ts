import { HASH_SCROLL } from "./constants";
import { FOCUS_GAP_PX, scrolledStickyTop } from "../sticky/sticky-top";

/** The element id a location hash points to ("#preise" → "preise"), or null for none. */
export function hashTarget(hash: string): string | null {
  if (!hash || hash === "#") return null;
  try {
    return decodeURIComponent(hash.slice(1)) || null;
  } catch {
    return hash.slice(1);
  }
}

/** The scroll position that puts an element `offset` px below the top of the window. */
export const scrollTopFor = (elementTop: number, scrollY: number, offset: number = HASH_SCROLL.offsetPx) =>
  Math.max(0, Math.round(elementTop + scrollY - offset));

/**
 * Scrolls to the hash target after a delay, polling until it exists (content may render
 * late: images, client lists), so the target ends up 130 px below the top (000 §9) and below the sticky parts. Returns
 * a cancel function; the caller also cancels when the visitor starts scrolling on their own.
 */
export function scheduleHashScroll(hash: string, smooth: boolean): () => void {
  const id = hashTarget(hash);
  if (!id) return () => {};
  let tries = 0;
  let timer: ReturnType<typeof setTimeout>;
  const attempt = () => {
    const target = document.getElementById(id);
    if (target) {
      // Lower than 130 px only when the (scrolled) sticky parts are taller, e.g. at 200 % text.
      const offset = Math.max(HASH_SCROLL.offsetPx, scrolledStickyTop(document) + FOCUS_GAP_PX);
      const top = scrollTopFor(target.getBoundingClientRect().top, window.scrollY, offset);
      window.scrollTo({ top, behavior: smooth ? "smooth" : "instant" });
      return;
    }
    tries += 1;
    if (tries < HASH_SCROLL.maxTries) timer = setTimeout(attempt, HASH_SCROLL.intervalMs);
  };
  timer = setTimeout(attempt, HASH_SCROLL.delayMs);
  return () => clearTimeout(timer);
}

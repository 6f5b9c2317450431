/** 001 §9: the scroll-to-top takes 0.7 s. */
export const SCROLL_TO_TOP_MS = 700;

const easeInOutCubic = (x: number) => (x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2);

/**
 * Scroll the window to a position over `duration` ms (CSS smooth scrolling has no duration),
 * or at once when the visitor asked for reduced motion. Wheel or touch input stops it.
 */
export function scrollWindowTo(top: number, duration = SCROLL_TO_TOP_MS): void {
  const start = window.scrollY;
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches || duration <= 0 || start === top) {
    window.scrollTo({ top, behavior: "instant" });
    return;
  }
  let cancelled = false;
  const cancel = () => { cancelled = true; };
  window.addEventListener("wheel", cancel, { once: true, passive: true });
  window.addEventListener("touchstart", cancel, { once: true, passive: true });
  const begin = performance.now();
  const step = (now: number) => {
    if (cancelled) return;
    const progress = Math.min(1, (now - begin) / duration);
    window.scrollTo({ top: start + (top - start) * easeInOutCubic(progress), behavior: "instant" });
    if (progress < 1) requestAnimationFrame(step);
    else {
      window.removeEventListener("wheel", cancel);
      window.removeEventListener("touchstart", cancel);
    }
  };
  requestAnimationFrame(step);
}

"use client";
import { useEffect, useState } from "react";

/**
 * Whether the window is scrolled past a threshold of its own height (the header's quarter,
 * the sticky buttons' half), kept current on scroll and resize. While `paused` the last
 * value is kept: the header must not change state while its menu is open (000 §4).
 */
export function useScrollThreshold(isPast: (scrollY: number, height: number) => boolean, paused = false): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (paused) return;
    const update = () => setPast(isPast(window.scrollY, window.innerHeight));
    const frame = requestAnimationFrame(update);
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, [isPast, paused]);
  return past;
}

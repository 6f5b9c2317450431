"use client";
import { startTransition, useEffect, useState, type RefObject } from "react";
import { SIDE_PANEL_ID } from "../edit-mode-document";

/**
 * False until a part below the fold of the side panel is needed: once it comes into view,
 * once the focus enters the panel around it (Tab goes on from the palette into it), or once
 * the browser has nothing else to do after the editor opened. Until then the part draws only
 * what it is headed by. A long page's outline is four elements and two components a module,
 * about a fifth of the main thread's time in opening the editor on 100 modules; drawn later,
 * in a transition, it gives way to whatever the editor is asked to do meanwhile.
 */
export function useDrawnWhenNeeded(part: RefObject<HTMLElement | null>): boolean {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    const element = part.current;
    if (needed || !element) return;
    const draw = () => startTransition(() => setNeeded(true));
    const seen = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) draw();
    });
    seen.observe(element);
    const panel = document.getElementById(SIDE_PANEL_ID);
    panel?.addEventListener("focusin", draw);
    // Safari has no requestIdleCallback: a second there is after the opening's work.
    const idle = typeof requestIdleCallback === "function" ? requestIdleCallback(draw, { timeout: 2000 }) : undefined;
    const late = idle === undefined ? setTimeout(draw, 1000) : undefined;
    return () => {
      seen.disconnect();
      panel?.removeEventListener("focusin", draw);
      if (idle !== undefined) cancelIdleCallback(idle);
      clearTimeout(late);
    };
  }, [needed, part]);
  return needed;
}

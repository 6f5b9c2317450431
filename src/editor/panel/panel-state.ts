"use client";
import { useLayoutEffect, useState } from "react";
import { PANEL_STORAGE_KEY as KEY } from "../edit-mode-document";

/*
 * Whether the side panel is open. On a wide window the choice stays in this browser (open
 * unless closed before); on a narrow one the panel lies over the page, so it starts closed
 * there and the choice lasts as long as the page. Shared by the bar's toggle, the panel and
 * the shortcuts, which live in different parts of the tree.
 */

/** Below this the panel overlays the page (and side-panel.module.css stops giving it room). */
const PANEL_WIDE_QUERY = "(min-width: 56.25em)";

/** What the panel is to focus once it shows: the palette's search or its first module kind. */
type PanelFocus = "search" | "palette";

const listeners = new Set<() => void>();
const focusListeners = new Set<(focus: PanelFocus) => void>();
let overlayOpen = false;
/** The wide window's choice when storage is blocked: it lasts as long as the page. */
let unstoredOpen = true;

const wide = () => window.matchMedia(PANEL_WIDE_QUERY).matches;

function storedOpen(): boolean {
  try {
    return window.localStorage.getItem(KEY) !== "closed";
  } catch {
    return unstoredOpen;
  }
}

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const media = window.matchMedia(PANEL_WIDE_QUERY);
  // Another tab's choice, or the window crossing the width where the panel starts to overlay.
  const onStorage = (event: StorageEvent) => event.key === KEY && listener();
  media.addEventListener("change", listener);
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    media.removeEventListener("change", listener);
    window.removeEventListener("storage", onStorage);
  };
}

const isOpen = () => (wide() ? storedOpen() : overlayOpen);

export const panelState = {
  setOpen(open: boolean) {
    if (wide()) {
      try {
        window.localStorage.setItem(KEY, open ? "open" : "closed");
      } catch {
        unstoredOpen = open;
      }
    } else overlayOpen = open;
    emit();
  },
  /** Open the panel and have it focus `focus` once it shows (the panel listens with onFocusRequest). */
  reveal(focus: PanelFocus) {
    if (!isOpen()) panelState.setOpen(true);
    for (const listener of focusListeners) listener(focus);
  },
  onFocusRequest(listener: (focus: PanelFocus) => void) {
    focusListeners.add(listener);
    return () => void focusListeners.delete(listener);
  },
  isWide: wide,
};

/**
 * Whether the panel is open. The server and hydration say open, as the default is; the stored
 * choice or a narrow window is read in a layout effect, so that the hydrating render's
 * correction is painted with it (a store's snapshot that differs from the server's is only
 * corrected after the first paint, which showed the folded panel open for a frame). Before
 * hydration the stylesheet keeps the panel folded where it will be (side-panel.module.css).
 */
export function usePanelOpen(): boolean {
  const [open, setOpen] = useState(true);
  useLayoutEffect(() => {
    const update = () => setOpen(isOpen());
    update();
    return subscribe(update);
  }, []);
  return open;
}

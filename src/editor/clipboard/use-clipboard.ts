"use client";
import { useSyncExternalStore } from "react";
import { CLIPBOARD_KEY, parseClipboard, type ClipboardEntry } from "./clipboard";

/**
 * The clipboard as React sees it. Other tabs tell through the "storage" event; this tab's own
 * writes through a custom one. The parsed entry is cached by its raw text, so each render
 * gets the same object and memoised components skip re-rendering.
 */
const CHANGED = "museum-editor-clipboard-changed";
let cache: { raw: string | null; entry: ClipboardEntry | null } = { raw: null, entry: null };

function read(): ClipboardEntry | null {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(CLIPBOARD_KEY);
  } catch {
    // Storage blocked: no clipboard.
  }
  if (raw !== cache.raw) cache = { raw, entry: parseClipboard(raw) };
  return cache.entry;
}

function subscribe(listener: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CLIPBOARD_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(CHANGED, listener);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(CHANGED, listener);
  };
}

export function writeClipboard(entry: ClipboardEntry): boolean {
  try {
    window.localStorage.setItem(CLIPBOARD_KEY, JSON.stringify(entry));
  } catch {
    return false;
  }
  window.dispatchEvent(new Event(CHANGED));
  return true;
}

export const useClipboard = () => useSyncExternalStore(subscribe, read, () => null);

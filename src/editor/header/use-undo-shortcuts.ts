"use client";
import { useEffect, useRef } from "react";

/**
 * Where the browser's own undo belongs: form fields, rich text and dialogs (the module form
 * is one). The page's undo would otherwise take away a module while someone types.
 */
export function keepsOwnUndo(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest("input, textarea, select, [contenteditable]:not([contenteditable='false']), dialog, [role='dialog'], [role='alertdialog']")) return true;
  return document.querySelector("dialog[open], [role='dialog'][aria-modal='true'], [role='alertdialog']") !== null;
}

/** Which history command a key press asks for: Ctrl (Cmd on macOS) + Z, + Shift + Z, + Y. */
export function shortcutOf(event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "shiftKey" | "altKey">, mac: boolean): "undo" | "redo" | null {
  const command = mac ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
  if (!command || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === "z") return event.shiftKey ? "redo" : "undo";
  if (key === "y" && !event.shiftKey) return "redo";
  return null;
}

const isMac = () => /mac|iphone|ipad/i.test(navigator.platform || navigator.userAgent);

/** Undo and redo from the keyboard anywhere on the page but where typing keeps its own undo. */
export function useUndoShortcuts(onCommand: (command: "undo" | "redo") => void) {
  const handler = useRef(onCommand);
  useEffect(() => {
    handler.current = onCommand;
  }, [onCommand]);
  useEffect(() => {
    const mac = isMac();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      const command = shortcutOf(event, mac);
      if (!command || keepsOwnUndo(event.target)) return;
      event.preventDefault();
      handler.current(command);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
}

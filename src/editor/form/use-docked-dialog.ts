"use client";
import { useLayoutEffect, type RefObject } from "react";

/** Wide enough for the form beside the page (the issue: the modal stays for small screens). */
const DOCK_QUERY = "(min-width: 1024px)";

const FOCUSABLE = [
  "input:not([disabled]):not([type=hidden])", "select:not([disabled])", "textarea:not([disabled])", "button:not([disabled])",
  "[contenteditable]:not([contenteditable=false])", "a[href]", "[tabindex]:not([tabindex='-1'])",
].join(", ");

/** Focus a form's first field, as showModal() does on opening. */
export const focusFirstField = (root: ParentNode) => root.querySelector<HTMLElement>(FOCUSABLE)?.focus();

/**
 * Opens a form's dialog as an inspector docked beside the page on wide screens (non-modal, so
 * the page stays in view and the preview can be read while typing) and as a modal dialog on
 * small ones; `data-docked` carries the choice to the CSS. Crossing the width while open
 * reopens it the other way with the focus where it was. A non-modal dialog is not focused by
 * every browser on opening, so its first field is focused here as showModal() does.
 */
export function useDockedDialog(dialog: RefObject<HTMLDialogElement | null>) {
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const wide = window.matchMedia(DOCK_QUERY);
    const open = () => {
      const focused = document.activeElement instanceof HTMLElement && element.contains(document.activeElement) ? document.activeElement : null;
      if (element.open) element.close();
      element.toggleAttribute("data-docked", wide.matches);
      if (wide.matches) element.show();
      else element.showModal();
      if (focused) focused.focus();
      else if (!element.contains(document.activeElement)) focusFirstField(element);
    };
    open();
    wide.addEventListener("change", open);
    return () => wide.removeEventListener("change", open);
  }, [dialog]);
}

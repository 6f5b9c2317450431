import { FOCUS_GAP_PX, stuckBottom } from "@/site/sticky/sticky-top";

/**
 * Focus an element the editor moved the focus to (a module added, moved or duplicated, a
 * section inserted) and scroll it into view below the sticky header (WCAG 2.4.11): the
 * browser's own scrolling on focus does not know the header covers the top of the window.
 */
export function focusBelowHeader(element: HTMLElement) {
  element.focus({ preventScroll: true });
  const rect = element.getBoundingClientRect();
  const top = stuckBottom(document) + FOCUS_GAP_PX;
  if (rect.top < top) window.scrollBy({ top: rect.top - top, behavior: "instant" });
  else if (rect.bottom > window.innerHeight - FOCUS_GAP_PX) {
    window.scrollBy({ top: Math.min(rect.bottom - window.innerHeight + FOCUS_GAP_PX, rect.top - top), behavior: "instant" });
  }
}

/** Once the page shows it: the drag handle of a module or a section, by its data attribute. */
export function focusHandleOf(attribute: "data-module-id" | "data-section-id", id: string) {
  requestAnimationFrame(() => {
    const handle = document.querySelector<HTMLElement>(`[${attribute}="${CSS.escape(id)}"] [data-drag-handle]`);
    if (handle) focusBelowHeader(handle);
  });
}

import type { RefObject } from "react";

/**
 * Focus an element once the modal dialog that covers it is gone: while a modal <dialog> is
 * open the rest of the page is inert, so focusing the opener in the same handler that closes
 * the dialog does nothing.
 */
export function focusLater(target: RefObject<HTMLElement | null>) {
  setTimeout(() => target.current?.focus(), 0);
}

import { matchRoute } from "@/i18n/routes";

/*
 * The `overlay` query flag (000 §2, 001 §2): `?overlay=true` opens the event overlay; the flag
 * is removed from the URL once the page has mounted, and closing the overlay clears it too.
 */

export const OVERLAY_PARAM = "overlay";

export const hasOverlayFlag = (search: string) => new URLSearchParams(search).get(OVERLAY_PARAM) === "true";

/** The same URL without the flag (other keys and the hash kept). */
export function withoutOverlayFlag(pathname: string, search: string, hash = ""): string {
  const params = new URLSearchParams(search);
  params.delete(OVERLAY_PARAM);
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ""}${hash}`;
}

/** 001 §2: the sticky ticket-overlay button is hidden on event pages (the list and the details). */
export function isEventPage(pathname: string): boolean {
  const name = matchRoute(pathname)?.name;
  return name === "calendar" || name === "event";
}

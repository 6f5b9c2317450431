/**
 * Opens the cookie manager from anywhere (the footer's "Cookie settings" button): a window
 * event, so the caller needs no reference to the manager and no shared React state.
 */
export const OPEN_COOKIE_MANAGER_EVENT = "cookiemanager:open";

export function openCookieManager(): void {
  window.dispatchEvent(new Event(OPEN_COOKIE_MANAGER_EVENT));
}

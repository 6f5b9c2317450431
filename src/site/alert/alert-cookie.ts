/** 001 §9: the cookie that remembers the id of the alert a visitor closed. */
export const ALERT_DISMISS_COOKIE = "top-alert-noeku";
/** A year: an alert rarely lives that long, and a new alert has a new id anyway. */
export const ALERT_DISMISS_MAX_AGE = 365 * 24 * 60 * 60;

/** True when the visitor closed this alert (the cookie holds its id). */
export function isDismissed(cookies: string, id: number): boolean {
  for (const part of cookies.split(";")) {
    const [name, ...rest] = part.split("=");
    if (name?.trim() === ALERT_DISMISS_COOKIE) return rest.join("=").trim() === String(id);
  }
  return false;
}

/** A `document.cookie` assignment remembering the closed alert for the whole site. */
export function dismissCookieString(id: number, secure: boolean): string {
  return `${ALERT_DISMISS_COOKIE}=${id}; Max-Age=${ALERT_DISMISS_MAX_AGE}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}

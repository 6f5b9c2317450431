/**
 * Django's CSRF convention (DESIGN "Sessions and CSRF"): the server sets a `csrftoken`
 * cookie, and every unsafe call sends the same value in the `X-CSRFToken` header. A page on
 * another site cannot read the cookie, so it cannot forge the header. Browser-safe: the
 * client code of forms, the cart and the editor imports this file.
 */
export const CSRF_COOKIE = "csrftoken";
export const CSRF_HEADER = "X-CSRFToken";
export const CSRF_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,128}$/;

/** The token from a Cookie header or document.cookie, or null. */
export function readCsrfToken(cookies: string): string | null {
  for (const part of cookies.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === CSRF_COOKIE) {
      const token = decodeURIComponent(value.join("="));
      return CSRF_TOKEN_PATTERN.test(token) ? token : null;
    }
  }
  return null;
}

/** Headers for an unsafe call from the browser: the CSRF header when the cookie is there. */
export function csrfHeaders(): Record<string, string> {
  const token = typeof document === "undefined" ? null : readCsrfToken(document.cookie);
  return token ? { [CSRF_HEADER]: token } : {};
}

/**
 * The endpoint that sets the csrftoken cookie. Visitor pages are cached and shared (a CDN may
 * keep them), so they never carry Set-Cookie; the browser fetches its token from this
 * private, uncached answer before its first unsafe call.
 */
export const CSRF_ENDPOINT = "/api/csrf/";

let pending: Promise<void> | null = null;

/** Make sure the cookie is there before an unsafe call (once per page; a failed fetch is retried next time). */
export function ensureCsrfToken(): Promise<void> {
  if (typeof document === "undefined" || readCsrfToken(document.cookie)) return Promise.resolve();
  pending ??= fetch(CSRF_ENDPOINT, { credentials: "same-origin", cache: "no-store" })
    .then(() => undefined, () => undefined)
    .finally(() => {
      pending = null;
    });
  return pending;
}

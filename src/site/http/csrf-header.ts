import { CSRF_COOKIE, CSRF_ENDPOINT, CSRF_HEADER, CSRF_TOKEN_PATTERN } from "@/contracts/csrf";

/* The browser's half of the CSRF convention (src/contracts/csrf.ts): read the cookie, send the header. */

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

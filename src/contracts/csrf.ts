/**
 * Django's CSRF convention (DESIGN "Sessions and CSRF"): the server sets a `csrftoken`
 * cookie, and every unsafe call sends the same value in the `X-CSRFToken` header. A page on
 * another site cannot read the cookie, so it cannot forge the header. The server checks these
 * names (src/server/http/csrf.ts), the browser sends them (src/site/http/csrf-header.ts).
 */
export const CSRF_COOKIE = "csrftoken";
export const CSRF_HEADER = "X-CSRFToken";
export const CSRF_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,128}$/;

/**
 * The endpoint that sets the csrftoken cookie. Visitor pages are cached and shared (a CDN may
 * keep them), so they never carry Set-Cookie; the browser fetches its token from this
 * private, uncached answer before its first unsafe call.
 */
export const CSRF_ENDPOINT = "/api/csrf/";

import "server-only";
import { timingSafeEqual } from "node:crypto";
import { NextResponse, type NextRequest } from "next/server";
import { CSRF_COOKIE, CSRF_HEADER, CSRF_TOKEN_PATTERN } from "../../site/http/csrf-header";

export { CSRF_COOKIE, CSRF_HEADER };

/** A year, as Django keeps its csrftoken. */
export const CSRF_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** A fresh random token (32 bytes, base64url). */
export function newCsrfToken(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url");
}

/**
 * The cookie's attributes: readable by the page's script (it copies the value into the
 * header), sent only to this site (SameSite=Lax), Secure behind HTTPS.
 */
export const csrfCookie = (token: string, secure: boolean) =>
  ({ name: CSRF_COOKIE, value: token, path: "/", sameSite: "lax", secure, httpOnly: false, maxAge: CSRF_COOKIE_MAX_AGE }) as const;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS", "TRACE"]);

/** Double submit: an unsafe request must send the cookie's value in the X-CSRFToken header. */
export function csrfFailure(request: NextRequest): "missing" | "incorrect" | null {
  if (SAFE_METHODS.has(request.method)) return null;
  const cookie = request.cookies.get(CSRF_COOKIE)?.value;
  const header = request.headers.get(CSRF_HEADER);
  if (!cookie || !header) return "missing";
  if (!CSRF_TOKEN_PATTERN.test(cookie) || !CSRF_TOKEN_PATTERN.test(header) || cookie.length !== header.length) return "incorrect";
  return timingSafeEqual(Buffer.from(cookie), Buffer.from(header)) ? null : "incorrect";
}

export const csrfForbidden = (reason: "missing" | "incorrect") =>
  NextResponse.json({ detail: `CSRF Failed: CSRF token ${reason}.` }, { status: 403 });

/**
 * Wrap a route handler's body: a failed CSRF check answers 403 before it runs.
 * Use inside handler(): `export const POST = handler(csrfProtected(async (request, ctx) => …))`.
 */
export function csrfProtected<A extends unknown[]>(run: (request: NextRequest, ...rest: A) => Promise<Response>) {
  return async (request: NextRequest, ...rest: A): Promise<Response> => {
    const failure = csrfFailure(request);
    return failure ? csrfForbidden(failure) : run(request, ...rest);
  };
}

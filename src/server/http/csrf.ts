import "server-only";
import { timingSafeEqual } from "node:crypto";
import { NextResponse, type NextRequest } from "next/server";
import { CSRF_COOKIE, CSRF_HEADER, CSRF_TOKEN_PATTERN } from "@/contracts/csrf";
import { config } from "../config";

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

/** The origins a page of this site has: the public one (SITE_URL) and the one the request was sent to. */
function ownOrigins(request: NextRequest): Set<string> {
  const origins = new Set([new URL(config.SITE_URL).origin, request.nextUrl.origin]);
  const host = request.headers.get("host");
  if (host) origins.add(`${request.nextUrl.protocol}//${host}`);
  return origins;
}

/**
 * A request another site's page made: the browser says so in Sec-Fetch-Site, or its Origin
 * is not one of ours ("null" from a sandboxed frame included). A request without either
 * header (curl, an old browser) is judged by the token alone.
 */
export function isCrossSite(request: NextRequest): boolean {
  if (request.headers.get("sec-fetch-site") === "cross-site") return true;
  const origin = request.headers.get("origin");
  return origin !== null && !ownOrigins(request).has(origin);
}

export type CsrfFailure = "missing" | "incorrect" | "cross-site";

/**
 * Double submit: an unsafe request must send the cookie's value in the X-CSRFToken header,
 * and come from this site's own pages: a cross-site Origin is refused even with a valid token
 * (a token can leak; the Origin header cannot be set by a page).
 */
export function csrfFailure(request: NextRequest): CsrfFailure | null {
  if (SAFE_METHODS.has(request.method)) return null;
  if (isCrossSite(request)) return "cross-site";
  const cookie = request.cookies.get(CSRF_COOKIE)?.value;
  const header = request.headers.get(CSRF_HEADER);
  if (!cookie || !header) return "missing";
  if (!CSRF_TOKEN_PATTERN.test(cookie) || !CSRF_TOKEN_PATTERN.test(header) || cookie.length !== header.length) return "incorrect";
  return timingSafeEqual(Buffer.from(cookie), Buffer.from(header)) ? null : "incorrect";
}

export const csrfForbidden = (reason: CsrfFailure) =>
  NextResponse.json({ detail: reason === "cross-site" ? "CSRF Failed: Origin checking failed." : `CSRF Failed: CSRF token ${reason}.` }, { status: 403 });

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

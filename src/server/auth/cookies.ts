import "server-only";
import type { NextRequest, NextResponse } from "next/server";
import { SESSION_COOKIE, SESSION_MARKER_COOKIE, SESSION_MAX_AGE_SECONDS } from "@schemas/api/auth";
import { csrfCookie, newCsrfToken } from "../http/csrf";

/** HTTPS directly or behind a proxy that says so: only then are cookies marked Secure. */
export function isHttps(request: NextRequest): boolean {
  const forwarded = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  return request.nextUrl.protocol === "https:" || forwarded === "https";
}

/**
 * Set the session cookie (HttpOnly, SameSite=Lax, Secure behind HTTPS) with its readable
 * marker, both ending when the session does. A visitor's marker says "visitor" (VISITOR_MARKER).
 */
export function setSessionCookies(response: NextResponse, request: NextRequest, token: string, expiresAt: Date, marker = "1") {
  const secure = isHttps(request);
  const maxAge = Math.max(0, Math.min(SESSION_MAX_AGE_SECONDS, Math.round((expiresAt.getTime() - Date.now()) / 1000)));
  response.cookies.set({ name: SESSION_COOKIE, value: token, path: "/", httpOnly: true, sameSite: "lax", secure, maxAge });
  response.cookies.set({ name: SESSION_MARKER_COOKIE, value: marker, path: "/", httpOnly: false, sameSite: "lax", secure, maxAge });
}

export function clearSessionCookies(response: NextResponse, request: NextRequest) {
  const secure = isHttps(request);
  for (const name of [SESSION_COOKIE, SESSION_MARKER_COOKIE]) {
    response.cookies.set({ name, value: "", path: "/", httpOnly: name === SESSION_COOKIE, sameSite: "lax", secure, maxAge: 0 });
  }
}

/**
 * A new CSRF token at login, as Django rotates it: a token an attacker planted before the login
 * is worthless after it.
 */
export function rotateCsrfCookie(response: NextResponse, request: NextRequest) {
  response.cookies.set(csrfCookie(newCsrfToken(), isHttps(request)));
}

/** The caller once had a session (its cookie or marker is still there). */
export const hadSession = (request: NextRequest) =>
  Boolean(request.cookies.get(SESSION_COOKIE)?.value || request.cookies.get(SESSION_MARKER_COOKIE)?.value);

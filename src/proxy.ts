import { NextResponse, type NextRequest } from "next/server";
import { matchRoute, pathLocale, routePath } from "./i18n/routes";
import type { Locale } from "@schemas/rules/locales";
import { DASHBOARD_PATH, decide, hasInvalidQuery, isPageNavigation, isWebshopPath, rendersPerRequest } from "./server/http/proxy-rules";
import { CSRF_COOKIE, csrfCookie, newCsrfToken } from "./server/http/csrf";
import { contentSecurityPolicy, newNonce } from "./server/http/security-headers";
import { canonicalRedirect } from "./server/site/canonical-slugs";
import { getShellState } from "./server/site/shell-state";
import { offlineResponse } from "./site/errors/offline-response";
import { forbiddenResponse } from "./site/errors/forbidden-response";
import { isAdminDashboardPath } from "./server/auth/admin-menus";
import { isNonAdminEditor } from "./server/auth/session";
import { SESSION_MARKER_COOKIE, VISITOR_MARKER } from "@schemas/api/auth";
import { reportFailure } from "./server/observability/report";
import { serverErrorResponse } from "./site/errors/server-error-response";
import { SHOP_LANG_HEADER } from "./contracts/shop-lang";
import { shopLang } from "./contracts/shop-query";
import { NOT_FOUND_PAGE_HEADER, NOT_FOUND_RETRY_HEADER } from "./server/http/not-found-answers";

/** The cookie that marks a logged-in editor or visitor (000 §6). */
const SESSION_COOKIE = "sessionid";

/**
 * Runs before every page (Next 16's proxy, the former middleware), because the answers it
 * gives need their HTTP status and cached pages cannot set one: the site offline → 503,
 * a redirect entry → 301, `?v=` for an anonymous visitor → 301, a bad event-list query →
 * 404 (000 §5, §6, §8), a stale slug → 308 to the canonical URL, while the calendar page
 * itself stays cached. The settings flag and the redirect list come from a process cache
 * (src/server/site/shell-state.ts), not from the database on each request. A page rendered
 * per request gets its Content-Security-Policy with a fresh nonce here.
 */
export async function proxy(request: NextRequest) {
  try {
    return await route(request);
  } catch (error) {
    // A failure here would otherwise be Next.js's plain-text 500; the visitor gets the error page.
    console.error(`proxy failed for ${request.nextUrl.pathname}`, error);
    return serverErrorResponse(pathLocale(request.nextUrl.pathname) ?? "de");
  }
}

async function route(request: NextRequest) {
  const url = request.nextUrl;
  const page = isPageNavigation(url.pathname);
  // The HTTP server asks again for a page that answered with Next.js's empty 404 document
  // (src/server/http/not-found-answers.ts). The webshop keeps its own layout's 404.
  if (request.headers.has(NOT_FOUND_RETRY_HEADER) && !isWebshopPath(url.pathname)) return notFoundPage(pathLocale(url.pathname) ?? "de", url);
  const state = await getShellState();
  const decision = decide({ url, hasSession: request.cookies.has(SESSION_COOKIE), state: state.ok ? state : null });
  if (decision.kind === "offline") return offlineResponse(decision.lang, state);
  if (decision.kind === "redirect") return NextResponse.redirect(new URL(decision.location, url), decision.status);
  // 001 §8: an invalid event query is logged and reported (its keys only, never the values).
  if (decision.kind === "not-found" && page && hasInvalidQuery(url)) {
    reportFailure("invalid_event_query", { message: "Invalid event query parameters", context: { path: url.pathname, keys: [...url.searchParams.keys()].slice(0, 20) } });
  }
  if (decision.kind === "not-found") return notFoundPage(decision.lang, url);
  // A visitor's account is logged in, but never reaches the editor or the dashboard.
  const editorArea = page && (decision.kind === "edit" || DASHBOARD_PATH.test(url.pathname));
  if (editorArea && request.cookies.has(SESSION_COOKIE) && request.cookies.get(SESSION_MARKER_COOKIE)?.value === VISITOR_MARKER) {
    return forbiddenResponse(pathLocale(url.pathname) ?? "de", state);
  }
  // Only the admin-only entries (users, settings, redirects) ask the database who is there.
  if (page && request.cookies.has(SESSION_COOKIE) && isAdminDashboardPath(url.pathname) && (await isNonAdminEditor(request.cookies.get(SESSION_COOKIE)?.value))) {
    return forbiddenResponse(pathLocale(url.pathname) ?? "de", state);
  }
  const match = decision.kind === "next" && page ? matchRoute(url.pathname) : null;
  const canonical = match ? await canonicalRedirect(match) : null;
  if (canonical) return NextResponse.redirect(new URL(canonical + url.search, url), 308);
  // On the request, Next.js reads the nonce and puts it on the page's scripts; on the answer,
  // the browser enforces it. It replaces the cached pages' policy, set by scripts/server.ts.
  const policy = rendersPerRequest(decision, url.pathname) ? contentSecurityPolicy(newNonce()) : null;
  const headers = requestHeaders(request, policy);
  const response = decision.kind === "edit" ? NextResponse.rewrite(new URL(decision.location, url), { request: { headers } }) : NextResponse.next({ request: { headers } });
  if (policy) response.headers.set("Content-Security-Policy", policy);
  // Only private pages (edit mode, the dashboard) get the CSRF cookie here: a visitor page is
  // cached and may be shared by a CDN, so it never carries Set-Cookie (the browser fetches
  // its token from /api/csrf/ when it needs one).
  const personal = decision.kind === "edit" || DASHBOARD_PATH.test(url.pathname);
  if (page && personal && !request.cookies.has(CSRF_COOKIE)) response.cookies.set(csrfCookie(newCsrfToken(), url.protocol === "https:"));
  return response;
}

/** The 404 route drawn at the requested address (the address bar keeps it), with its status. */
function notFoundPage(lang: Locale, url: URL) {
  const response = NextResponse.rewrite(new URL(routePath("404", lang), url), { status: 404 });
  response.headers.set(NOT_FOUND_PAGE_HEADER, "1");
  return response;
}

/** The request as the page sees it: a shop page's carries its language for the shop's root layout. */
function requestHeaders(request: NextRequest, policy: string | null): Headers {
  const headers = new Headers(request.headers);
  if (isWebshopPath(request.nextUrl.pathname)) headers.set(SHOP_LANG_HEADER, shopLang(request.nextUrl.searchParams));
  // Next.js takes the nonce from either policy header: a client's own must never reach a page,
  // or it could hand a render a nonce of its choosing.
  headers.delete("Content-Security-Policy-Report-Only");
  if (policy) headers.set("Content-Security-Policy", policy);
  else headers.delete("Content-Security-Policy");
  return headers;
}

export const config = {
  // API calls (with or without the language prefix), build assets and media never need the
  // proxy; everything else may be a page or an old URL with a redirect entry. Keeping API
  // calls out also keeps their bodies away from the proxy's own 10 MB body cut, so uploads
  // meet only their route's limit (a 413 with a message), never a truncated body.
  matcher: ["/((?!_next/|api/|pageeditor-api/|dashboard-api/|(?:de|en)/(?:api|pageeditor-api|dashboard-api)/|media/|html/|favicon\\.ico$).*)"],
};

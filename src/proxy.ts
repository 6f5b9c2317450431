import { NextResponse, type NextRequest } from "next/server";
import { matchRoute, routePath } from "./i18n/routes";
import { DASHBOARD_PATH, decide, isPageNavigation, isWebshopPath } from "./server/http/proxy-rules";
import { CSRF_COOKIE, csrfCookie, newCsrfToken } from "./server/http/csrf";
import { canonicalRedirect } from "./server/site/canonical-slugs";
import { getShellState } from "./server/site/shell-state";
import { offlineResponse } from "./site/errors/offline-response";
import { SHOP_LANG_HEADER, shopLang } from "./site/webshop/shop-lang";

/** The cookie that marks a logged-in editor (000 §6). */
const SESSION_COOKIE = "sessionid";

/**
 * Runs before every page (Next 16's proxy, the former middleware), because the answers it
 * gives need their HTTP status and cached pages cannot set one: the site offline → 503,
 * a redirect entry → 301, `?v=` for an anonymous visitor → 301, a bad event-list query →
 * 404 (000 §5, §6, §8), a stale slug → 308 to the canonical URL, while the calendar page
 * itself stays cached. The settings flag and the redirect list come from a process cache
 * (src/server/site/shell-state.ts), not from the database on each request.
 */
export async function proxy(request: NextRequest) {
  const url = request.nextUrl;
  const page = isPageNavigation(url.pathname);
  const state = await getShellState();
  const decision = decide({ url, hasSession: request.cookies.has(SESSION_COOKIE), state: state.ok ? state : null });
  if (decision.kind === "offline") return offlineResponse(decision.lang, state);
  if (decision.kind === "redirect") return NextResponse.redirect(new URL(decision.location, url), decision.status);
  // The table's 404 route renders the error page with its status; the address bar keeps the bad URL.
  if (decision.kind === "not-found") return NextResponse.rewrite(new URL(routePath("404", decision.lang), url));
  const match = decision.kind === "next" && page ? matchRoute(url.pathname) : null;
  const canonical = match ? await canonicalRedirect(match) : null;
  if (canonical) return NextResponse.redirect(new URL(canonical + url.search, url), 308);
  const response = decision.kind === "edit" ? NextResponse.rewrite(new URL(decision.location, url)) : next(request);
  // Only private pages (edit mode, the dashboard) get the CSRF cookie here: a visitor page is
  // cached and may be shared by a CDN, so it never carries Set-Cookie (the browser fetches
  // its token from /api/csrf/ when it needs one).
  const personal = decision.kind === "edit" || DASHBOARD_PATH.test(url.pathname);
  if (page && personal && !request.cookies.has(CSRF_COOKIE)) response.cookies.set(csrfCookie(newCsrfToken(), url.protocol === "https:"));
  return response;
}

/** On, unchanged; a shop page's request carries its language for the shop's root layout. */
function next(request: NextRequest) {
  if (!isWebshopPath(request.nextUrl.pathname)) return NextResponse.next();
  const headers = new Headers(request.headers);
  headers.set(SHOP_LANG_HEADER, shopLang(request.nextUrl.searchParams));
  return NextResponse.next({ request: { headers } });
}

export const config = {
  // API calls (with or without the language prefix), build assets and media never need the
  // proxy; everything else may be a page or an old URL with a redirect entry. Keeping API
  // calls out also keeps their bodies away from the proxy's own 10 MB body cut, so uploads
  // meet only their route's limit (a 413 with a message), never a truncated body.
  matcher: ["/((?!_next/|api/|pageeditor-api/|dashboard-api/|(?:de|en)/(?:api|pageeditor-api|dashboard-api)/|media/|html/|favicon\\.ico$).*)"],
};

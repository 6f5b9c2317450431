import { matchRoute, pathLocale, routePath } from "@/i18n/routes";
import { isValidEventListQuery } from "@schemas/api/event-list-query";
import { hasUnsafeText } from "@schemas/rules/safe-text";
import { shopMappingRedirect } from "./shop-mapping";

/**
 * The proxy's decisions (000 §6, §8) as pure functions of the request and the cached
 * shell state, so they can be tested without a server.
 */

/** Shop paths served in the webshop layout (000 §2), with any sub-path. */
export const WEBSHOP_PREFIXES = ["/webshop", "/eventim-template", "/eventim.webshop", "/test.webshop", "/testshop"] as const;

export const isWebshopPath = (pathname: string) =>
  WEBSHOP_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/** API paths, with or without the language prefix: never a page navigation. */
const API_PATH = /^\/(?:(?:de|en)\/)?(?:api|pageeditor-api|dashboard-api)(?:\/|$)/;
/** Build assets, media and public files: the proxy leaves them alone. */
const ASSET_PATH = /^\/(?:_next|media|html)(?:\/|$)/;
const FILE_PATH = /\/[^/]+\.[a-z0-9]{1,8}$/i;
/** The editors' area stays reachable while the site is offline, so they can switch it back on. */
export const DASHBOARD_PATH = /^\/(?:de|en)\/dashboard(?:\/|$)/;

/** A request for a page of the site (a navigation), rather than an API call or a file. */
export function isPageNavigation(pathname: string): boolean {
  if (API_PATH.test(pathname) || ASSET_PATH.test(pathname)) return false;
  if (isWebshopPath(pathname)) return true;
  return !FILE_PATH.test(pathname);
}

const withoutSlash = (path: string) => (path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path);

function decoded(pathname: string): string | null {
  try {
    return decodeURI(pathname);
  } catch {
    return null;
  }
}

/**
 * A path no page can have: percent-encoding that is no UTF-8 ("%E0%A4%A", "%C0%AE") or that
 * decodes to NUL or half a surrogate pair. The pages decode their segments, which would throw;
 * the proxy answers the 404 page before they run.
 */
export function isMalformedPath(pathname: string): boolean {
  const text = decoded(pathname);
  if (text === null || hasUnsafeText(text)) return true;
  try {
    for (const part of pathname.split("/")) if (hasUnsafeText(decodeURIComponent(part))) return true;
    return false;
  } catch {
    return true;
  }
}

/**
 * The redirect target for a path: old_path equals the path as requested or decoded
 * ("/de/%C3%BCber" and "/de/über"), with or without a trailing slash. An entry that only
 * adds or drops the slash is ignored, so it cannot loop.
 */
export function findRedirect(redirects: ReadonlyMap<string, string>, pathname: string): string | null {
  for (const path of new Set([pathname, decoded(pathname) ?? pathname])) {
    const bare = withoutSlash(path);
    for (const candidate of [path, bare, `${bare}/`]) {
      const target = redirects.get(candidate);
      if (target !== undefined && withoutSlash(target) !== bare) return target;
    }
  }
  return null;
}

/** `?v=` is a version preview for editors; an anonymous visitor goes to the plain URL (000 §6). */
export function versionRedirect(url: URL, hasSession: boolean): string | null {
  if (hasSession || !url.searchParams.has("v")) return null;
  const plain = new URL(url);
  plain.searchParams.delete("v");
  return `${plain.pathname}${plain.search}`;
}

/**
 * The event list's query (date DD-MM-YYYY, numeric filter ids) checked before the cached
 * page answers (001 §5), with the schema the events API checks it with: a bad one is the
 * error page, "This page could not be found". The cached page never reads the query.
 */
export function hasInvalidQuery(url: URL): boolean {
  if (matchRoute(url.pathname)?.name !== "calendar") return false;
  return !isValidEventListQuery(url.searchParams);
}

/**
 * The internal route of edit mode (src/app/[lang]/(edit)/edit-mode/): the proxy rewrites
 * `?edit` there for a browser with a session cookie, so the visitor's page stays cached and
 * never carries editor code. Requested directly, it is a 404.
 */
export const EDIT_SEGMENT = "edit-mode";
const EDIT_PATH = new RegExp(`^/(?:de|en)/${EDIT_SEGMENT}(?:/|$)`);

/** The table's 404 route by its own address: it draws the 404 page, so it answers with that status too. */
function isNotFoundRoute(pathname: string): boolean {
  const lang = pathLocale(pathname);
  return lang !== null && pathname.replace(/\/$/, "") === routePath("404", lang);
}

/** Routes of the table that the CMS catch-all serves: edit mode works on those. */
const isCmsPath = (pathname: string) => {
  const name = matchRoute(pathname)?.name;
  return name === undefined || name === "home" || name.startsWith("legals-");
};

/** Entity detail pages: edit mode works on their own sections (versions are a CMS page's). */
const ENTITY_EDIT_ROUTES: readonly string[] = ["event", "production", "series", "venue", "person", "article"];
const isEntityPath = (pathname: string) => ENTITY_EDIT_ROUTES.includes(matchRoute(pathname)?.name ?? "");

/**
 * Where `?edit` goes: a CMS or entity page's path is rewritten (not redirected, so the address
 * keeps ?edit) to the edit route, which checks the session itself and shows the login modal
 * when there is none; after logging in the same address opens the editor. A visitor without
 * `?edit` still gets the cached page.
 */
export function editRewrite(url: URL, hasSession: boolean): string | null {
  // `?v=` (a version preview) goes there for editors: the visitor's cached page knows no versions.
  const version = hasSession && url.searchParams.has("v");
  if (!url.searchParams.has("edit") && !version) return null;
  const lang = pathLocale(url.pathname);
  if (!lang || !(isCmsPath(url.pathname) || (url.searchParams.has("edit") && isEntityPath(url.pathname)))) return null;
  const rest = url.pathname.slice(`/${lang}`.length).replace(/^\/+/, "");
  return `/${lang}/${EDIT_SEGMENT}${rest ? `/${rest}` : ""}${url.search}`;
}

export type ProxyDecision =
  | { kind: "redirect"; location: string; status: 301 }
  | { kind: "edit"; location: string }
  | { kind: "not-found"; lang: "de" | "en" }
  | { kind: "offline"; status: 503; lang: "de" | "en" }
  | { kind: "next" };

export interface ProxyInput {
  url: URL;
  hasSession: boolean;
  /** null: the settings could not be read. */
  state: { isSiteOnline: boolean; redirects: ReadonlyMap<string, string> } | null;
}

/**
 * In order: the site offline (or its settings unreadable) answers 503 to every page; a
 * malformed path is a 404; a redirect entry for the path answers 301 (any path, also old file URLs); a shop's list path
 * answers 301 to the site's page (shop-mapping.ts); `?v=` without a
 * session answers 301 to the plain path; a bad event-list query is a 404; the edit route
 * and the 404 route asked for directly are a 404; `?edit` is rewritten to the edit route (which asks for a
 * login without a session); everything else goes on to the page.
 */
export function decide({ url, hasSession, state }: ProxyInput): ProxyDecision {
  const { pathname } = url;
  const page = isPageNavigation(pathname);
  if (page && !DASHBOARD_PATH.test(pathname) && (!state || !state.isSiteOnline)) {
    return { kind: "offline", status: 503, lang: pathLocale(pathname) ?? "de" };
  }
  if (page && isMalformedPath(pathname)) return { kind: "not-found", lang: pathLocale(pathname) ?? "de" };
  const target = state && !API_PATH.test(pathname) && !ASSET_PATH.test(pathname) ? findRedirect(state.redirects, pathname) : null;
  if (target !== null) return { kind: "redirect", location: target, status: 301 };
  const shop = page ? shopMappingRedirect(url, WEBSHOP_PREFIXES) : null;
  if (shop !== null) return { kind: "redirect", location: shop, status: 301 };
  const plain = page ? versionRedirect(url, hasSession) : null;
  if (plain !== null) return { kind: "redirect", location: plain, status: 301 };
  if (page && hasInvalidQuery(url)) return { kind: "not-found", lang: pathLocale(pathname) ?? "de" };
  if (page && EDIT_PATH.test(pathname)) return { kind: "not-found", lang: pathLocale(pathname) ?? "de" };
  if (page && isNotFoundRoute(pathname)) return { kind: "not-found", lang: pathLocale(pathname) ?? "de" };
  const edit = page ? editRewrite(url, hasSession) : null;
  if (edit !== null) return { kind: "edit", location: edit };
  return { kind: "next" };
}

/**
 * Whether the page behind a decision is rendered for this request, never served from the
 * page cache: edit mode (and its login), the dashboard, the shop pages. Only such an answer
 * can carry a per-request CSP nonce (security-headers.ts); a cached page keeps the policy
 * without one.
 */
export function rendersPerRequest(decision: ProxyDecision, pathname: string): boolean {
  if (decision.kind === "edit") return true;
  return decision.kind === "next" && isPageNavigation(pathname) && (DASHBOARD_PATH.test(pathname) || isWebshopPath(pathname));
}

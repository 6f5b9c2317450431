import { CONSENT_COOKIE } from "./consent-cookie";
import { serviceById } from "@/contracts/consent-services";

/**
 * "Delete cookies" in the cookie manager: remove the consent cookie and every other cookie the
 * page can see, except those the site needs to work (login, CSRF, cart, dismissed alert).
 * HttpOnly cookies (sessionid) are out of reach anyway; third-party cookies live on the
 * providers' domains and can only be removed there.
 */
export const KEPT_COOKIES: readonly string[] = serviceById("site").cookies.filter((name) => name !== CONSENT_COOKIE);

/** Cookie names in a `document.cookie` string, each once. */
export function cookieNames(cookies: string): string[] {
  const names = cookies
    .split(";")
    .map((part) => part.split("=")[0]?.trim() ?? "")
    .filter(Boolean);
  return [...new Set(names)];
}

export const cookiesToDelete = (cookies: string): string[] => cookieNames(cookies).filter((name) => !KEPT_COOKIES.includes(name));

const isIpAddress = (host: string) => /^[\d.]+$/.test(host) || host.includes(":");

/** The domains a cookie visible on this host may have been set for: the host and its parents. */
export function cookieDomains(hostname: string): string[] {
  if (isIpAddress(hostname) || !hostname.includes(".")) return [];
  const labels = hostname.split(".");
  // Stop before the bare top-level domain, where no cookie can be set.
  return labels.slice(0, -1).map((_, index) => labels.slice(index).join("."));
}

/** The paths a cookie visible on this page may have been set for: "/" and every prefix. */
export function cookiePaths(pathname: string): string[] {
  const segments = pathname.split("/").filter(Boolean);
  return ["/", ...segments.map((_, index) => `/${segments.slice(0, index + 1).join("/")}`)];
}

/**
 * `document.cookie` assignments that expire one cookie, whichever path and domain it was set
 * with (a cookie is only removed by an assignment with the same path and domain).
 */
export function expireCookieStrings(name: string, hostname: string, pathname: string): string[] {
  const domains = [undefined, ...cookieDomains(hostname)];
  return cookiePaths(pathname).flatMap((path) =>
    domains.map((domain) => `${name}=; Max-Age=0; Path=${path}${domain ? `; Domain=${domain}` : ""}`),
  );
}

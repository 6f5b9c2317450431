// Relative, not by alias: next.config.ts loads this file, and its loader does not know the aliases.
import { SERVICES } from "../../contracts/consent-services";

/*
 * The security headers of every answer (scripts/server.ts sends them, and HSTS when the
 * request came over https; next.config.ts under `next dev`), and the two Content-Security-Policies.
 *
 * Cached pages: Next.js can only put a nonce on its inline scripts when it renders the page
 * for that request, so nonces would make every visitor page dynamic. The visitor pages are
 * cached HTML (ISR), served from the cache to every visitor and to a CDN; that speed and
 * robustness is worth more there. So their policy is the same for every answer: scripts from
 * this site and its inline bootstrap ('unsafe-inline', which Next.js's streamed page data
 * needs without nonces), and from the third-party services the consent manager knows
 * (src/contracts/consent-services.ts), which only load after the visitor's consent. The HTML
 * module's snippets (a HubSpot form, an embed) work within those hosts.
 *
 * Pages rendered per request anyway (the dashboard, edit mode with its login, the shop
 * pages; src/server/http/proxy-rules.ts decides): the proxy gives each answer a fresh nonce
 * and this policy with 'nonce-…' 'strict-dynamic' instead of 'unsafe-inline', so only
 * scripts Next.js rendered for that answer run, and what they load in turn. An injected
 * inline script or <script src> (in a module's HTML, say) stays dead where an editor's
 * session is open. 'self' and the service hosts remain for browsers that know nonces but not
 * 'strict-dynamic' (newer ones ignore them next to it).
 *
 * Both refuse everything else: plugins, <base>, foreign form targets, framing by other sites.
 */

const serviceSources = [...new Set(SERVICES.flatMap((service) => service.hosts as readonly string[]))]
  .flatMap((host) => [`https://${host}`, `https://*.${host}`])
  .join(" ");

/** The policy of a cached page (no nonce), or of a page rendered for one request (its nonce). */
export function contentSecurityPolicy(nonce?: string): string {
  const inline = nonce === undefined ? "'unsafe-inline'" : `'nonce-${nonce}' 'strict-dynamic'`;
  return [
    "default-src 'self'",
    `script-src 'self' ${inline} ${serviceSources}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${serviceSources}`,
    `frame-src 'self' ${serviceSources}`,
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");
}

/** The nonce in a policy's script-src, if it has one. */
export function nonceOf(policy: string | null): string | undefined {
  const script = policy?.split(";").map((directive) => directive.trim()).find((directive) => directive.startsWith("script-src "));
  return /'nonce-([A-Za-z0-9+/=]+)'/.exec(script ?? "")?.[1];
}

/** 128 random bits, base64: a nonce nobody can guess from an earlier one. */
export function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
}

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** Browser features the site never uses, switched off for it and any frame it embeds. */
export const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()";

/** HSTS: sent only over https (scripts/server.ts), a year, subdomains included. */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";

export const SECURITY_HEADERS = [
  { key: "Content-Security-Policy", value: CONTENT_SECURITY_POLICY },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: PERMISSIONS_POLICY },
  // Older browsers that know no frame-ancestors.
  { key: "X-Frame-Options", value: "SAMEORIGIN" },
];

/**
 * What an answer that is no page needs. The policy and the other page headers govern a
 * document; the build's scripts, styles and fonts (/_next/static/) never are one, and a media
 * file (/media/) opened on its own is shown by the browser's image, video or PDF viewer. On
 * those answers they would only add about 4.7 kB to each of the twenty-odd requests of a page
 * view. The one media type that could run a script, SVG, gets a strict policy of its own
 * (src/app/media/[...path]/route.ts).
 */
const ASSET_HEADERS = [{ key: "X-Content-Type-Options", value: "nosniff" }];

/** Build files and media: the answers ASSET_HEADERS are for. */
const ASSET_PATH = /^\/(?:_next\/static|media)\//;

/** The security headers of the answer to a request for `url` (its path and query). */
export const securityHeadersFor = (url: string) => (ASSET_PATH.test(url) ? ASSET_HEADERS : SECURITY_HEADERS);

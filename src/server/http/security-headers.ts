import { SERVICES } from "../../site/consent/services";

/*
 * The security headers of every answer (next.config.ts sends them; scripts/server.ts adds
 * HSTS when the request came over https).
 *
 * Why the Content-Security-Policy has no per-request nonce: Next.js can only put a nonce on
 * its inline scripts when it renders the page for that request, so nonces would make every
 * visitor page dynamic. The site's pages are cached HTML (ISR), served from the cache to
 * every visitor and to a CDN; that speed and robustness is worth more here. So the policy is
 * the same for every answer: scripts from this site and its inline bootstrap ('unsafe-inline',
 * which Next.js's streamed page data needs without nonces), and from the third-party services
 * the consent manager knows (src/site/consent/services.ts), which only load after the
 * visitor's consent. The HTML module's snippets (a HubSpot form, an embed) work within those
 * hosts; everything else (plugins, <base>, foreign form targets, framing by other sites) is
 * refused.
 */

const serviceSources = [...new Set(SERVICES.flatMap((service) => service.hosts as readonly string[]))]
  .flatMap((host) => [`https://${host}`, `https://*.${host}`])
  .join(" ");

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline' ${serviceSources}`,
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

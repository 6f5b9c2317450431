import "server-only";

/**
 * The client's address, for the per-address limits. The site's server (scripts/server.ts)
 * replaces X-Forwarded-For on every request with the one address it decided on from the
 * socket and the TRUST_PROXY setting, so a client cannot choose its own address here by
 * sending the header. Behind `next start` alone the header is the client's word: run the site
 * with `npm start`.
 */
export function clientAddress(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || "unknown";
}

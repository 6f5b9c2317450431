// The site's HTTP server: Next.js's request handler behind a plain Node server that decides
// each request's client address once (TRUST_PROXY, see forwarded-for.ts) and hands it to the
// app as the only X-Forwarded-For entry. `next start` alone would pass the client's own
// header through, letting anyone pick the address the per-address limits count.
import { createServer } from "node:http";
import next from "next";
import { clientAddressOf, trustedHops } from "./forwarded-for";
import { STRICT_TRANSPORT_SECURITY } from "../src/server/http/security-headers";
import { hasUnsafeText } from "../schemas/rules/safe-text";

/**
 * A path whose percent-encoding is no UTF-8 ("%E0%A4%A") or decodes to NUL: Next.js's router
 * fails decoding it into route parameters (a plain-text 500) even after the proxy
 * (src/proxy.ts) has chosen the 404 page, so such a request is sent to that page here first.
 */
function malformedPath(url: string): boolean {
  const pathname = url.split("?")[0] ?? "";
  try {
    return pathname.split("/").some((segment) => hasUnsafeText(decodeURIComponent(segment)));
  } catch {
    return true;
  }
}

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME ?? "0.0.0.0";
const hops = trustedHops(process.env.TRUST_PROXY);

const app = next({ dev: false, port, hostname });
await app.prepare();
const handle = app.getRequestHandler();

const server = createServer((request, response) => {
  request.headers["x-forwarded-for"] = clientAddressOf(request.headers["x-forwarded-for"], request.socket.remoteAddress, hops);
  // Without a trusted proxy, the scheme and host the client claims are not believed either.
  if (hops === 0) {
    delete request.headers["x-forwarded-proto"];
    delete request.headers["x-forwarded-host"];
  }
  if (malformedPath(request.url ?? "/")) request.url = request.url?.startsWith("/en/") ? "/en/404" : "/de/404";
  // HSTS only over https (on plain http a browser ignores it, and a local test must not pin it).
  const https = "encrypted" in request.socket || request.headers["x-forwarded-proto"] === "https";
  if (https) response.setHeader("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
  void handle(request, response);
});
// Idle keep-alive connections stay open longer than the clients' and load balancers' own
// idle timeouts (often 60 s): Node's 5 s default closes sockets a client is about to reuse,
// and its request then fails with a connection reset.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(port, hostname, () => console.log(`Listening on ${hostname}:${port}${hops ? ` behind ${hops} trusted proxy hop(s)` : ""}`));

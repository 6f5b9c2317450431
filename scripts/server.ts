// The site's HTTP server: Next.js's request handler behind a plain Node server that decides
// each request's client address once (TRUST_PROXY, see forwarded-for.ts) and hands it to the
// app as the only X-Forwarded-For entry. `next start` alone would pass the client's own
// header through, letting anyone pick the address the per-address limits count.
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { constants } from "node:zlib";
import compression from "compression";
import next from "next";
import sirv from "sirv";
import { clientAddressOf, overHttps, trustedHops } from "./forwarded-for";
import { buildFolder } from "./launch";
import { securityHeadersFor, STRICT_TRANSPORT_SECURITY } from "../src/server/http/security-headers";
import { answerFromMemory } from "../src/server/http/page-answers";
import { handleWithNotFoundPages } from "../src/server/http/not-found-answers";
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

/**
 * The shipped 500 page (public/html/500.html, both languages), read once at start: a request
 * Next.js fails to handle at all gets it instead of a bare "Internal Server Error" text.
 */
const SERVER_ERROR_HTML = readFileSync(path.join(process.cwd(), "public", "html", "500.html"), "utf8");

function serverError(response: ServerResponse, error: unknown) {
  console.error("Request failed outside the app", error);
  if (response.headersSent) return void response.end();
  response.writeHead(500, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
  response.end(SERVER_ERROR_HTML);
}

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME ?? "0.0.0.0";
const hops = trustedHops(process.env.TRUST_PROXY);

// The configuration the build resolved, handed over through the variable Next.js's own
// standalone server sets: otherwise Next.js compiles next.config.ts again at start, which
// loads its 100 MB native SWC library into the server for good (about 25 MB resident);
// next({ conf }) alone does not prevent that (measured: the library is still mapped).
const { config } = JSON.parse(readFileSync(path.join(buildFolder(), "required-server-files.json"), "utf8")) as { config: unknown };
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
// Next.js writes a loopback address as "localhost" in the proxy's URLs (NextURL) but compares a
// rewrite's origin with the hostname it was given: given 127.0.0.1, every rewrite (edit mode,
// the 404 page) would look like another site's and be proxied over HTTP to "localhost". So it
// gets a loopback address by that name; the server still listens where HOSTNAME says.
const LOOPBACK = /^(?:127(?:\.\d{1,3}){3}|::1|\[::1\])$/;
const app = next({ dev: false, port, hostname: LOOPBACK.test(hostname) ? "localhost" : hostname });
await app.prepare();
const handle = app.getRequestHandler();

/**
 * Next.js's answers compressed, Brotli where the browser takes it (all current ones), else
 * gzip; Next.js's own compression (off in next.config.ts) is gzip only. Quality 5 costs about
 * what gzip does (the home page's 271 kB of HTML in about 4 ms) and sends a third less: 34 kB
 * instead of 51. Started on each pass of Next.js over a request, as Next.js starts its own, so
 * page-answers.ts keeps the compressed bytes and not-found-answers.ts can start a pass over.
 */
const compress = compression({ brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } } });
const handleCompressed = (request: IncomingMessage, response: ServerResponse) => {
  compress(request as Parameters<typeof compress>[0], response as Parameters<typeof compress>[1], () => {});
  return handle(request, response);
};

/**
 * The build's static files (/_next/static/: scripts, styles, fonts), answered here from the
 * copies `npm run build` compressed once (scripts/compress-static.ts): Brotli or gzip as the
 * browser accepts, cached for a year (their names change with their content). Next.js would
 * route each request and compress the script again, gzip only. A name the build does not
 * have goes on to Next.js, which answers its 404.
 */
const STATIC_PREFIX = "/_next/static";
const serveStaticFile = sirv(path.join(buildFolder(), "static"), { brotli: true, gzip: true, maxAge: 31_536_000, immutable: true, extensions: [], dotfiles: false });

const server = createServer((request, response) => {
  request.headers["x-forwarded-for"] = clientAddressOf(request.headers["x-forwarded-for"], request.socket.remoteAddress, hops);
  // Without a trusted proxy, the scheme and host the client claims are not believed either.
  if (hops === 0) {
    delete request.headers["x-forwarded-proto"];
    delete request.headers["x-forwarded-host"];
  }
  if (malformedPath(request.url ?? "/")) request.url = request.url?.startsWith("/en/") ? "/en/404" : "/de/404";
  // The security headers on every answer, cached pages included (why those have no per-request
  // CSP nonce: src/server/http/security-headers.ts), the page headers on all but build files
  // and media; set here once rather than by a next.config.ts header rule (see there). For a
  // page rendered per request the proxy (src/proxy.ts) replaces this Content-Security-Policy
  // with one carrying a nonce: Next.js sets the proxy's headers over these, so an answer never
  // carries both.
  const url = request.url ?? "/";
  for (const { key, value } of securityHeadersFor(url)) response.setHeader(key, value);
  // HSTS only over https (on plain http a browser ignores it, and a local test must not pin it).
  if (overHttps(request.headers["x-forwarded-proto"], "encrypted" in request.socket, hops)) response.setHeader("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
  if ((request.method === "GET" || request.method === "HEAD") && url.startsWith(`${STATIC_PREFIX}/`)) {
    // Browsers ask for scripts, styles and fonts whole; sirv would take a reversed range
    // ("bytes=9-2") to a file read that throws.
    delete request.headers.range;
    request.url = url.slice(STATIC_PREFIX.length);
    return serveStaticFile(request, response, () => {
      request.url = url;
      handle(request, response).catch((error: unknown) => serverError(response, error));
    });
  }
  // A cached visitor page Next.js has answered lately goes out from memory (page-answers.ts).
  if (answerFromMemory(request, response)) return;
  // A page's 404 is drawn on the server, not left to the browser (not-found-answers.ts).
  handleWithNotFoundPages(request, response, handleCompressed).catch((error: unknown) => serverError(response, error));
});
// Idle keep-alive connections stay open longer than the clients' and load balancers' own
// idle timeouts (often 60 s): Node's 5 s default closes sockets a client is about to reuse,
// and its request then fails with a connection reset.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(port, hostname, () => console.log(`Listening on ${hostname}:${port}${hops ? ` behind ${hops} trusted proxy hop(s)` : ""}`));

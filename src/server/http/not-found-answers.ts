// Relative imports only: scripts/server.ts loads this file outside the Next.js build.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";

/*
 * 404 pages drawn on the server. When a page calls notFound() below a nested not-found
 * boundary, Next.js 16 answers with an empty error document (`<html id="__next_error__">`,
 * no language, no content) and draws the not-found page only once the scripts have run
 * (vercel/next.js#62228): blank without JavaScript, and without a language before hydration.
 * So the HTTP server holds such an answer back unsent and asks Next.js once more, with
 * NOT_FOUND_RETRY_HEADER; the proxy (src/proxy.ts) rewrites that request to the language's
 * 404 route, a page that draws the same not-found page without calling notFound(), with
 * status 404 and NOT_FOUND_PAGE_HEADER. The address stays the visitor's.
 */

/** Asks the proxy for the 404 page at the request's own address; only this server sets it. */
export const NOT_FOUND_RETRY_HEADER = "x-museum-not-found";
/** Marks the proxy's 404 page on its way out: sent as it is, never kept by shared caches. */
export const NOT_FOUND_PAGE_HEADER = "x-museum-not-found-page";

/** What Next.js sends with its own 404 answers: nobody keeps one, so a new page shows at once. */
const NOT_KEPT = "private, no-cache, no-store, max-age=0, must-revalidate";
/** Where Next.js keeps what it knows about a request while handling it. */
const NEXT_REQUEST_META = Symbol.for("NextInternalRequestMeta");

type Handle = (request: IncomingMessage, response: ServerResponse) => Promise<void>;
type Methods = Map<PropertyKey, unknown>;

/** Only a page's HTML document is worth a second pass; the router's RSC requests draw their 404 in the browser. */
function mayAskAgain(request: IncomingMessage): boolean {
  return (request.method === "GET" || request.method === "HEAD") && request.headers.rsc === undefined;
}

const isHtml = (response: ServerResponse) => /^text\/html\b/.test(String(response.getHeader("content-type") ?? ""));

/** The response's own methods (the compression in scripts/server.ts and page-answers.ts wrap some of them per request). */
function ownMethods(response: ServerResponse): Methods {
  return new Map(Reflect.ownKeys(response).filter((key) => typeof Reflect.get(response, key) === "function").map((key) => [key, Reflect.get(response, key)]));
}

function restoreMethods(response: ServerResponse, methods: Methods): void {
  for (const key of Reflect.ownKeys(response)) {
    if (typeof Reflect.get(response, key) === "function" && !methods.has(key)) Reflect.deleteProperty(response, key);
  }
  for (const [key, method] of methods) Reflect.set(response, key, method);
}

const callbackOf = (args: unknown[]) => args.find((arg) => typeof arg === "function") as (() => void) | undefined;

/**
 * Watch one pass of Next.js on `response`. The proxy's 404 page goes out unkept by caches;
 * an empty 404 document is held back (when `hold`) and `held` resolves once Next.js has
 * finished writing it; otherwise it never resolves and the answer goes out as written.
 */
function watchPass(response: ServerResponse, hold: boolean): { held: Promise<void>; holding: () => boolean } {
  let decided = false;
  let holding = false;
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const { writeHead, flushHeaders, write, end } = response;
  // Decided once the status and headers are in place: at writeHead, which Node also calls for
  // the first flush, write or end. The compression (scripts/server.ts) wraps writeHead later
  // and sets them on the response before it calls this one.
  const decide = () => {
    if (decided) return;
    decided = true;
    if (response.getHeader(NOT_FOUND_PAGE_HEADER) !== undefined) {
      response.removeHeader(NOT_FOUND_PAGE_HEADER);
      response.removeHeader("etag");
      response.setHeader("cache-control", NOT_KEPT);
    } else {
      holding = hold && response.statusCode === 404 && isHtml(response);
    }
  };
  const starting = () => {
    if (!decided && !response.headersSent) response.writeHead(response.statusCode);
  };
  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (typeof args[0] === "number") this.statusCode = args[0];
    for (const arg of args.slice(1)) {
      if (typeof arg === "object" && arg !== null && !Array.isArray(arg)) for (const [name, value] of Object.entries(arg)) this.setHeader(name, value as string);
    }
    decide();
    return holding ? this : writeHead.apply(this, args as Parameters<typeof writeHead>);
  } as typeof writeHead;
  response.flushHeaders = function (this: ServerResponse) {
    starting();
    if (!holding) flushHeaders.call(this);
  };
  response.write = function (this: ServerResponse, ...args: unknown[]) {
    starting();
    if (!holding) return write.apply(this, args as Parameters<typeof write>);
    callbackOf(args)?.();
    return true;
  } as typeof write;
  response.end = function (this: ServerResponse, ...args: unknown[]) {
    starting();
    if (!holding) return end.apply(this, args as Parameters<typeof end>);
    callbackOf(args)?.();
    release();
    return this;
  } as typeof end;
  return { held, holding: () => holding };
}

/**
 * Next.js's request handler for the HTTP server, with 404 pages drawn on the server: a page's
 * empty 404 document is replaced by the proxy's 404 page, asked for once more on the same
 * request and response. The first pass's answer is never sent, so the response starts over:
 * its methods, headers and status as they were before Next.js saw it. Only a document's GET
 * or HEAD is watched for that; every other request just has the 404 page's marker taken off.
 */
export async function handleWithNotFoundPages(request: IncomingMessage, response: ServerResponse, handle: Handle): Promise<void> {
  delete request.headers[NOT_FOUND_RETRY_HEADER];
  if (!mayAskAgain(request)) {
    watchPass(response, false);
    return handle(request, response);
  }
  const methods = ownMethods(response);
  const headers: OutgoingHttpHeaders = response.getHeaders();
  const { url } = request;
  const requestHeaders = { ...request.headers };
  const first = watchPass(response, true);
  const answered = handle(request, response).then(() => "answered" as const);
  // Once held, the first pass settles only when the second one's answer has gone out.
  answered.catch(() => {});
  if ((await Promise.race([answered, first.held.then(() => "held" as const)])) === "answered" && !first.holding()) return;
  await first.held;

  restoreMethods(response, methods);
  for (const name of response.getHeaderNames()) response.removeHeader(name);
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) response.setHeader(name, value);
  response.statusCode = 200;
  request.url = url;
  for (const name of Object.keys(request.headers)) delete request.headers[name];
  Object.assign(request.headers, requestHeaders, { [NOT_FOUND_RETRY_HEADER]: "1" });
  Reflect.deleteProperty(request, NEXT_REQUEST_META);
  watchPass(response, false);
  await handle(request, response);
}

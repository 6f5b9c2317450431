// Relative imports only: scripts/server.ts loads this file outside the Next.js build.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";

/*
 * Cached visitor pages answered by the HTTP server itself (scripts/server.ts), from memory,
 * before Next.js sees the request. A page in Next.js's page cache still costs a pass through
 * its router, the proxy, the cache handler's file reads and an ETag hash of the whole HTML on
 * every hit: several times what the same bytes cost as a static file. Here an answer Next.js
 * gave from its page cache (x-nextjs-cache: HIT, shared Cache-Control, no Set-Cookie) is kept
 * as it went out, headers and (possibly compressed) body, and sent again as it is. So is a
 * route handler's answer that lets shared caches keep it (public lists such as the events API,
 * with an s-maxage): this server is such a cache, in front of Next.js's per-request work
 * (routing, parsing, serialising, compressing), which costs more than the remembered read.
 *
 * It stays what Next.js would answer because:
 * - only requests the proxy (src/proxy.ts) answers alike for every visitor are served: GET
 *   without a session cookie (edit mode and `?v=` previews need one), without the router's
 *   RSC headers, without conditional or range headers; the key is the whole URL with its
 *   query and the Accept-Encoding (the body may be compressed for it), and an answer that
 *   varies by any other request header (Vary: Accept-Language) is not kept;
 * - every write that revalidates pages, the settings (offline switch) or the redirect list
 *   clears it at once, on every instance (forgetEverywhere("page-answers"), process-caches.ts),
 *   and an answer whose rendering started before such a clear is not kept;
 * - an answer lives ANSWER_TTL_MS at most (or its s-maxage, if shorter), so time-based
 *   expiry (publication windows, the pages' five-minute revalidation) is late by that at most.
 */

/** The longest an answer is sent again without asking Next.js. */
export const ANSWER_TTL_MS = 10_000;
/** Bounds on memory: unknown query strings on a cached page each make an entry. */
const MAX_ENTRIES = 1000;
const MAX_BYTES = 64 * 1024 * 1024;
const MAX_ANSWER_BYTES = 2 * 1024 * 1024;

/** The cookie of a logged-in editor or visitor (src/proxy.ts). */
const SESSION_COOKIE = /(?:^|;)\s*sessionid=/;
/** Request headers that make Next.js answer something else than the page's HTML, or a 304/206. */
const DIFFERENT_ANSWER = ["rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch", "next-action", "next-url", "if-none-match", "if-modified-since", "range"];
/** What a kept answer may vary by: the key's Accept-Encoding, and the headers of requests never served from memory. */
const VARY_KEPT = new Set(["accept-encoding", ...DIFFERENT_ANSWER]);
/** Per connection or per request: never replayed. HSTS depends on the request's scheme (scripts/server.ts). */
const NOT_KEPT = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length", "strict-transport-security"]);

interface Answer {
  headers: OutgoingHttpHeaders;
  body: Buffer;
  expires: number;
}

interface Store {
  entries: Map<string, Answer>;
  bytes: number;
  /** Raised by every clear: an answer rendered before it is not kept. */
  generation: number;
}

declare global {
  // The server (scripts/server.ts) and the app's bundles share one store per process.
  var __museumPageAnswers: Store | undefined;
}

const store = (): Store => (globalThis.__museumPageAnswers ??= { entries: new Map(), bytes: 0, generation: 0 });

/** Forget every kept answer; the writes that change what pages show call this (process-caches.ts). */
export function forgetPageAnswers(): void {
  const current = store();
  current.entries.clear();
  current.bytes = 0;
  current.generation++;
}

/**
 * For the HTTP server, before Next.js: true when the request has been answered from memory;
 * otherwise Next.js is to answer it, and its answer is watched to be kept.
 */
export function answerFromMemory(request: IncomingMessage, response: ServerResponse): boolean {
  const key = answerKey(request);
  if (key === null) return false;
  if (sendKeptAnswer(key, response)) return true;
  keepAnswer(key, response);
  return false;
}

/** The key a request's answer is kept under, or null when it must go to Next.js. */
export function answerKey(request: IncomingMessage): string | null {
  if (request.method !== "GET" || !request.url) return null;
  const { headers } = request;
  if (DIFFERENT_ANSWER.some((name) => headers[name] !== undefined)) return null;
  if (headers.cookie && SESSION_COOKIE.test(headers.cookie)) return null;
  return `${headers["accept-encoding"] ?? ""} ${request.url}`;
}

function remove(current: Store, key: string): void {
  const answer = current.entries.get(key);
  if (!answer) return;
  current.entries.delete(key);
  current.bytes -= answer.body.length;
}

/** Send the kept answer for `key`; false when there is none (or it has expired). */
export function sendKeptAnswer(key: string, response: ServerResponse, now = Date.now()): boolean {
  const current = store();
  const answer = current.entries.get(key);
  if (!answer) return false;
  if (answer.expires <= now) {
    remove(current, key);
    return false;
  }
  response.writeHead(200, { ...answer.headers, "content-length": answer.body.length });
  response.end(answer.body);
  return true;
}

/** How long Next.js lets shared caches keep the answer; null when they must not keep it. */
function sharedMaxAgeMs(cacheControl: unknown): number | null {
  if (typeof cacheControl !== "string" || /\b(?:private|no-store|no-cache)\b/.test(cacheControl)) return null;
  const seconds = /\bs-maxage=(\d+)/.exec(cacheControl)?.[1];
  return seconds === undefined ? null : Number(seconds) * 1000;
}

/**
 * Whether an answer may be kept, by the headers it starts with: one that shared caches may
 * keep, and either a page from Next.js's page cache (MISS and STALE ones were rendered for this
 * request) or a route handler's answer (no x-nextjs-cache).
 */
function keepableStart(response: ServerResponse): boolean {
  if (response.statusCode !== 200) return false;
  const cache = response.getHeader("x-nextjs-cache");
  return (cache === "HIT" || cache === undefined) && sharedMaxAgeMs(response.getHeader("cache-control")) !== null;
}

const variesOnlyByKept = (vary: unknown) =>
  vary === undefined || String(vary).split(",").every((name) => VARY_KEPT.has(name.trim().toLowerCase()));

/** The headers to send again when the answer may be kept, else null. */
function keptHeaders(response: ServerResponse): OutgoingHttpHeaders | null {
  const headers = response.getHeaders();
  if (!keepableStart(response) || headers["set-cookie"] !== undefined || !variesOnlyByKept(headers.vary)) return null;
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !NOT_KEPT.has(name)));
}

const toBuffer = (chunk: unknown, encoding: unknown): Buffer | null => {
  if (typeof chunk === "string") return Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return null;
};

/**
 * Watch Next.js answer `key` on `response`: the bytes it writes (after compression, which
 * wraps these methods later) are kept once the answer has gone out complete, if it came from
 * the page cache and nothing was cleared meanwhile.
 */
export function keepAnswer(key: string, response: ServerResponse, now = () => Date.now()): void {
  const generation = store().generation;
  const chunks: Buffer[] = [];
  let size = 0;
  let keepable = true;
  const collect = (chunk: unknown, encoding: unknown) => {
    if (!keepable || chunk === undefined || chunk === null || typeof chunk === "function") return;
    // The headers are final by the first byte: anything else (a media file, a private answer)
    // is not held in memory while it goes out.
    if (size === 0 && !keepableStart(response)) {
      keepable = false;
      return;
    }
    const buffer = toBuffer(chunk, encoding);
    if (!buffer || (size += buffer.length) > MAX_ANSWER_BYTES) keepable = false;
    else chunks.push(buffer);
  };
  const { write, end, writeHead } = response;
  response.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    collect(chunk, rest[0]);
    return write.apply(this, [chunk, ...rest] as Parameters<typeof write>);
  } as typeof write;
  response.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    collect(chunk, rest[0]);
    return end.apply(this, [chunk, ...rest] as Parameters<typeof end>);
  } as typeof end;
  // Headers handed to writeHead directly never show in getHeaders(): such an answer is not kept.
  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (args.some((arg) => typeof arg === "object" && arg !== null)) keepable = false;
    return writeHead.apply(this, args as Parameters<typeof writeHead>);
  } as typeof writeHead;
  response.once("finish", () => {
    const current = store();
    const headers = keepable && current.generation === generation ? keptHeaders(response) : null;
    if (!headers) return;
    const body = Buffer.concat(chunks, size);
    remove(current, key);
    current.entries.set(key, { headers, body, expires: now() + Math.min(ANSWER_TTL_MS, sharedMaxAgeMs(headers["cache-control"]) ?? 0) });
    current.bytes += body.length;
    // Oldest first out: a Map keeps insertion order.
    for (const oldest of current.entries.keys()) {
      if (current.entries.size <= MAX_ENTRIES && current.bytes <= MAX_BYTES) break;
      remove(current, oldest);
    }
  });
}

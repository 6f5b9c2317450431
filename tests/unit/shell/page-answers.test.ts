import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { nodeFs } from "next/dist/server/lib/node-fs-methods";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ANSWER_TTL_MS, answerFromMemory, forgetPageAnswers } from "@/server/http/page-answers";
import { revalidate } from "@/server/revalidate";
import { forgetEverywhere } from "@/server/site/process-caches";
import PageCacheHandler from "@/server/page-cache-handler.mjs";

/** What the stand-in for Next.js answers next, and how often it was asked. */
let answer: { status: number; headers: Record<string, string>; body: string; gzip?: boolean; wait?: Promise<void> };
let rendered = 0;

const CACHED_PAGE = {
  "content-type": "text/html; charset=utf-8",
  "cache-control": "s-maxage=300, stale-while-revalidate=31535700",
  "x-nextjs-cache": "HIT",
  "content-security-policy": "default-src 'self'",
  "x-frame-options": "SAMEORIGIN",
};

async function next(_request: IncomingMessage, response: ServerResponse) {
  rendered++;
  const { status, headers, body, gzip, wait } = answer;
  await wait;
  response.statusCode = status;
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  if (gzip) response.setHeader("content-encoding", "gzip");
  response.end(gzip ? gzipSync(body) : body);
}

let server: Server;
let base: string;

const cacheRoot = mkdtempSync(path.join(tmpdir(), "museum-page-answers-"));
/** The page cache handler as Next.js makes it (its file-system kind: no REDIS_URL here). */
const cacheContext = { fs: nodeFs, serverDistDir: path.join(cacheRoot, "build", "server"), flushToDisk: true, revalidatedTags: [], _requestHeaders: {} };

beforeAll(async () => {
  vi.stubEnv("DATA_DIR", path.join(cacheRoot, "data"));
  vi.stubEnv("DATABASE_URL", "");
  // As scripts/server.ts: HSTS per request, then memory, then Next.js.
  server = createServer((request, response) => {
    if (request.headers["x-forwarded-proto"] === "https") response.setHeader("Strict-Transport-Security", "max-age=1");
    if (answerFromMemory(request, response)) return;
    void next(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  vi.unstubAllEnvs();
  rmSync(cacheRoot, { recursive: true, force: true });
});
afterEach(() => {
  forgetPageAnswers();
  vi.restoreAllMocks();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers: { "accept-encoding": "identity", ...headers } });
const page = (body: string, headers: Record<string, string> = {}, status = 200) => {
  answer = { status, headers: { ...CACHED_PAGE, ...headers }, body };
  rendered = 0;
};

describe("cached pages answered from memory", () => {
  it("sends a page Next.js served from its page cache again with its headers, without asking Next.js", async () => {
    page("<p>Impressum</p>");
    const first = await get("/de/impressum", { "x-forwarded-proto": "https" });
    const second = await get("/de/impressum");
    expect(rendered).toBe(1);
    expect(await second.text()).toBe(await first.text());
    for (const name of ["content-security-policy", "x-frame-options", "cache-control", "content-type"]) {
      expect(second.headers.get(name)).toBe(first.headers.get(name));
    }
    expect(second.headers.get("content-length")).toBe(String("<p>Impressum</p>".length));
    // HSTS belongs to the request's scheme, not to the page.
    expect(first.headers.get("strict-transport-security")).not.toBeNull();
    expect(second.headers.get("strict-transport-security")).toBeNull();
  });

  it("keeps a compressed answer for the clients that asked for that encoding only", async () => {
    page("<p>Start</p>");
    answer.gzip = true;
    await get("/de", { "accept-encoding": "gzip" });
    const again = await get("/de", { "accept-encoding": "gzip" });
    expect(again.headers.get("content-encoding")).toBe("gzip");
    expect(await again.text()).toBe("<p>Start</p>");
    expect(rendered).toBe(1);
    answer.gzip = false;
    expect(await (await get("/de")).text()).toBe("<p>Start</p>");
    expect(rendered).toBe(2);
  });

  it.each([
    ["rendered for this request", { "x-nextjs-cache": "MISS" }, 200],
    ["stale (Next.js renders it again)", { "x-nextjs-cache": "STALE" }, 200],
    ["private", { "cache-control": "private, no-cache, no-store, max-age=0, must-revalidate" }, 200],
    ["setting a cookie", { "set-cookie": "csrftoken=x" }, 200],
    ["a 404", {}, 404],
  ])("never keeps an answer %s", async (_name, headers, status) => {
    page("<p>x</p>", headers, status);
    await get("/de/seite");
    await get("/de/seite");
    expect(rendered).toBe(2);
  });

  it.each([
    ["a session cookie", { cookie: "consent=1; sessionid=abc" }],
    ["the router's RSC request", { rsc: "1" }],
    ["a conditional request", { "if-none-match": '"etag"' }],
  ])("hands a request with %s to Next.js", async (_name, headers) => {
    page("<p>Impressum</p>");
    await get("/de/impressum");
    await get("/de/impressum", headers);
    expect(rendered).toBe(2);
  });

  it("keeps a route handler's answer that shared caches may keep, not one they may not", async () => {
    const LIST = { "content-type": "application/json", "cache-control": "public, max-age=30, s-maxage=10" };
    answer = { status: 200, headers: LIST, body: "[1]" };
    rendered = 0;
    await get("/de/api/events/");
    expect(await (await get("/de/api/events/")).text()).toBe("[1]");
    expect(rendered).toBe(1);
    const unkeepable: Record<string, string>[] = [{ "cache-control": "public, max-age=60" }, { vary: "Accept-Language" }, { "set-cookie": "csrftoken=x" }];
    for (const headers of unkeepable) {
      answer = { status: 200, headers: { ...LIST, ...headers }, body: "[2]" };
      rendered = 0;
      await get("/api/events/");
      await get("/api/events/");
      expect(rendered, JSON.stringify(headers)).toBe(2);
      forgetPageAnswers();
    }
  });

  it("keeps each query apart", async () => {
    page("<p>Kalender</p>");
    await get("/de/kalender");
    await get("/de/kalender?date=01-12-2026");
    expect(rendered).toBe(2);
  });

  it("shows a write at once: revalidating pages, the settings or the redirects forgets every answer", async () => {
    page("<p>alt</p>");
    await get("/de/impressum");
    answer.body = "<p>neu</p>";
    revalidate("pages");
    expect(await (await get("/de/impressum")).text()).toBe("<p>neu</p>");
    answer.body = "<p>offline</p>";
    forgetEverywhere("shell-state", "page-answers");
    expect(await (await get("/de/impressum")).text()).toBe("<p>offline</p>");
  });

  it("does not keep an answer rendered before a write that arrived meanwhile", async () => {
    let finish = () => undefined as void;
    page("<p>alt</p>");
    answer.wait = new Promise<void>((resolve) => (finish = resolve));
    const pending = get("/de/impressum");
    await vi.waitFor(() => expect(rendered).toBe(1));
    revalidate("pages");
    finish();
    await (await pending).text();
    answer = { ...answer, body: "<p>neu</p>", wait: undefined };
    expect(await (await get("/de/impressum")).text()).toBe("<p>neu</p>");
  });

  it("forgets again once the page cache has applied the write's revalidations", async () => {
    // Next.js applies them after the write has answered: a visitor in between still gets the
    // old page as a hit from its page cache, and that answer is kept.
    page("<p>alt</p>");
    revalidate("pages");
    await get("/de/impressum");
    await new PageCacheHandler(cacheContext).revalidateTag(["pages"]);
    answer.body = "<p>neu</p>";
    expect(await (await get("/de/impressum")).text()).toBe("<p>neu</p>");
    expect(rendered).toBe(2);
  });

  it("asks Next.js again once an answer is older than its lifetime", async () => {
    page("<p>Impressum</p>");
    await get("/de/impressum");
    const start = Date.now();
    vi.spyOn(Date, "now").mockReturnValue(start + ANSWER_TTL_MS - 1_000);
    await get("/de/impressum");
    expect(rendered).toBe(1);
    vi.spyOn(Date, "now").mockReturnValue(start + ANSWER_TTL_MS + 1);
    await get("/de/impressum");
    expect(rendered).toBe(2);
  });
});

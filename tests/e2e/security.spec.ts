import { readdirSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { E2E_EDITOR } from "./helpers/editor-account";

/*
 * The built server as an attacker or an unlucky client meets it: security headers, pages a CDN
 * may share (no Set-Cookie), malformed paths, login CSRF, the login limit, body limits.
 */

test("every answer carries the security headers, a cached page no Set-Cookie", async ({ request }) => {
  // Twice: the second answer comes from the page cache.
  await request.get("/de");
  const page = await request.get("/de");
  expect(page.status()).toBe(200);
  const headers = page.headers();
  expect(headers["x-nextjs-cache"] ?? headers["x-nextjs-prerender"]).toBeTruthy();
  expect(headers["set-cookie"]).toBeUndefined();
  expect(headers["cache-control"]).not.toMatch(/private|no-store/);
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'self'");
  expect(headers["content-security-policy"]).toContain("object-src 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  // Plain http here: no HSTS.
  expect(headers["strict-transport-security"]).toBeUndefined();
  const api = await request.get("/api/breaking-news/?lang=de");
  expect(api.headers()["x-content-type-options"]).toBe("nosniff");

  const token = await request.get("/api/csrf/");
  expect(token.status()).toBe(204);
  expect(token.headers()["cache-control"]).toMatch(/private/);
  expect(token.headers()["set-cookie"]).toMatch(/^csrftoken=/);
});

test("answers malformed percent-encoding in a path with the 404 page, not a 500", async ({ request }) => {
  for (const path of ["/de/%E0%A4%A", "/de/%C0%AE%C0%AE", "/en/a/%00", "/media/%C0%AE%C0%AE/x.jpg"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBeLessThan(500);
    expect([400, 404], path).toContain(response.status());
  }
});

test("wrong methods and malformed JSON over HTTP answer below 500", async ({ request }) => {
  for (const [method, path] of [["PUT", "/api/shop-cart/"], ["DELETE", "/api/breaking-news/"], ["PATCH", "/de/pageeditor-api/login"], ["PUT", "/de/api/events/"]] as const) {
    const response = await request.fetch(path, { method });
    expect(response.status(), `${method} ${path}`).toBeLessThan(500);
  }
  const malformed = await request.post("/de/pageeditor-api/login", { data: "{\"username\": \"a\u0000", headers: { "content-type": "application/json" } });
  expect(malformed.status()).toBe(400);
  const nul = await request.post("/de/pageeditor-api/login", { data: { username: "a\u0000b", password: "\ud800" } });
  expect(nul.status()).toBe(400);
});

test("refuses login CSRF and cross-site unsafe calls", async ({ request }) => {
  const form = await request.post("/de/pageeditor-api/login", { form: { username: E2E_EDITOR.email, password: E2E_EDITOR.password } });
  expect(form.status()).toBe(415);
  const foreign = await request.post("/de/pageeditor-api/login", {
    data: { username: E2E_EDITOR.email, password: E2E_EDITOR.password }, headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
  });
  expect(foreign.status()).toBe(403);
  expect(foreign.headers()["set-cookie"]).toBeUndefined();
});

test("a forged X-Forwarded-For does not escape the login limit, and guesses at one account do not lock out another", async ({ playwright, baseURL }) => {
  const attacker = await playwright.request.newContext({ baseURL });
  const statuses: number[] = [];
  // Until the first wait (the waits double, so a slow machine meets one within a few tries).
  for (let attempt = 0; attempt < 8 && !statuses.includes(429); attempt++) {
    const response = await attacker.post("/de/pageeditor-api/login", {
      data: { username: "nobody@museum.test", password: `wrong ${attempt}` }, headers: { "X-Forwarded-For": `10.9.8.${attempt}` },
    });
    statuses.push(response.status());
  }
  // TRUST_PROXY is off: every try counted against the same address, whatever the header said.
  expect(statuses.slice(0, 3)).toEqual([400, 400, 400]);
  expect(statuses).toContain(429);
  await attacker.dispose();

  const editor = await playwright.request.newContext({ baseURL });
  expect((await editor.post("/de/pageeditor-api/login", { data: { username: E2E_EDITOR.email, password: E2E_EDITOR.password } })).status()).toBe(200);
  await editor.dispose();
});

test("limits request bodies with 413", async ({ request }) => {
  const csrf = await request.get("/api/csrf/");
  const token = /csrftoken=([^;]+)/.exec(csrf.headers()["set-cookie"] ?? "")?.[1] ?? "";
  const big = JSON.stringify({ url: `/de/${"x".repeat(40_000)}` });
  const response = await request.post("/api/dashboard-error-log/", { data: big, headers: { "content-type": "application/json", "X-CSRFToken": token } });
  expect(response.status()).toBe(413);
});

/** Entries of the server's page cache on disk (next start keeps it under the build folder). */
function cachedFiles(dir = path.resolve(process.env.NEXT_DIST_DIR ?? ".next", "server")): number {
  try {
    return readdirSync(dir, { recursive: true }).length;
  } catch {
    return 0;
  }
}

test("1,000 unknown URLs leave the page cache's size unchanged", async ({ request }) => {
  test.setTimeout(300_000);
  // Warm what a visit caches anyway, then count.
  expect((await request.get("/de/gibt-es-nicht-0")).status()).toBe(404);
  const before = cachedFiles();
  const paths = Array.from({ length: 1000 }, (_, i) => `/${i % 2 ? "en" : "de"}/zufall-${Date.now().toString(36)}-${i}`);
  for (let start = 0; start < paths.length; start += 10) {
    const statuses = await Promise.all(paths.slice(start, start + 10).map(async (url) => (await request.get(url)).status()));
    expect(statuses.every((status) => status === 404), statuses.join(",")).toBe(true);
  }
  expect(cachedFiles()).toBe(before);
});

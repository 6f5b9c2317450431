import { readdirSync } from "node:fs";
import { request as httpRequest } from "node:http";
import path from "node:path";
import { expect, test, type APIResponse } from "@playwright/test";
import sharp from "sharp";
import { E2E_EDITOR } from "./helpers/editor-account";
import { createPage, csrfOf, logIn } from "./helpers/editor-page";

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

test("the build's scripts go out compressed ahead of time, cached for a year, with none of a page's headers", async ({ request }) => {
  const html = await (await request.get("/de")).text();
  const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
  const image = /"(\/media\/[^" ]+\.webp)/.exec(html)?.[1];
  expect(script).toBeTruthy();
  expect(image).toBeTruthy();
  const plain = await request.get(script!, { headers: { "accept-encoding": "identity" } });
  const brotli = await request.get(script!, { headers: { "accept-encoding": "gzip, deflate, br" } });
  const gzip = await request.get(script!, { headers: { "accept-encoding": "gzip" } });
  expect(plain.headers()["content-encoding"]).toBeUndefined();
  expect(brotli.headers()["content-encoding"]).toBe("br");
  expect(gzip.headers()["content-encoding"]).toBe("gzip");
  // The same script, in fewer bytes for Brotli than for gzip.
  expect(await brotli.text()).toBe(await plain.text());
  expect(await gzip.text()).toBe(await plain.text());
  expect(Number(brotli.headers()["content-length"])).toBeLessThan(Number(gzip.headers()["content-length"]));
  for (const answer of [plain, brotli, await request.get(image!)]) {
    expect(answer.status()).toBe(200);
    expect(answer.headers()["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers()["content-security-policy"]).toBeUndefined();
    expect(answer.headers()["permissions-policy"]).toBeUndefined();
  }
  expect(brotli.headers()["cache-control"]).toMatch(/max-age=31536000.*immutable/);
  expect(brotli.headers()["vary"]).toMatch(/accept-encoding/i);
  // A name the build does not have, or a reversed range, is no server error.
  expect((await request.get("/_next/static/chunks/none-such.js")).status()).toBe(404);
  expect((await request.get(script!, { headers: { range: "bytes=9-2" } })).status()).toBe(200);
});

test("pages and API answers go out in Brotli to browsers that take it, in gzip to those that do not", async ({ request }) => {
  const browser = { "accept-encoding": "gzip, deflate, br, zstd" };
  // The first answer comes from Next.js, the second from the server's memory (page-answers.ts).
  for (const url of ["/de/impressum", "/de/impressum", "/api/breaking-news/?lang=de"]) {
    const brotli = await request.get(url, { headers: browser });
    const gzip = await request.get(url, { headers: { "accept-encoding": "gzip" } });
    expect(brotli.headers()["content-encoding"], url).toBe("br");
    expect(gzip.headers()["content-encoding"], url).toBe("gzip");
    expect(await brotli.text()).toBe(await gzip.text());
  }
});

/** The answer's Content-Security-Policy headers (a page must carry exactly one), and its script-src. */
function policyOf(response: APIResponse) {
  const all = response.headersArray().filter((header) => header.name.toLowerCase() === "content-security-policy").map((header) => header.value);
  const script = all[0]?.split("; ").find((directive) => directive.startsWith("script-src ")) ?? "";
  return { all, script, nonce: /'nonce-([A-Za-z0-9+/=]+)'/.exec(script)?.[1] };
}
const scriptTags = (html: string) => html.match(/<script\b[^>]*>/g) ?? [];

test("pages rendered per request carry a fresh nonce policy on every script; cached pages keep the policy without one", async ({ request }) => {
  const nonces = new Set<string>();
  for (const path of ["/de/dashboard", "/de/dashboard", "/de/besuch?edit", "/webshop"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const policy = policyOf(response);
    expect(policy.all, path).toHaveLength(1);
    expect(policy.script, path).toContain("'strict-dynamic'");
    expect(policy.script, path).not.toContain("'unsafe-inline'");
    expect(policy.all[0], path).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy.all[0], path).toContain("frame-ancestors 'self'");
    const tags = scriptTags(await response.text());
    expect(tags.length, path).toBeGreaterThan(3);
    // Next.js's own scripts, inline and external, and the layout's notice for old browsers.
    expect(tags.filter((tag) => !tag.includes(`nonce="${policy.nonce}"`)), path).toEqual([]);
    nonces.add(policy.nonce ?? "");
  }
  expect(nonces.size).toBe(4);

  // Twice: the second answer comes from the page cache (fresh, or stale once the page is older
  // than its lifetime in a long run, which is served from the cache as well while it renders anew).
  await request.get("/de/besuch");
  const cached = await request.get("/de/besuch");
  expect(["HIT", "STALE"]).toContain(cached.headers()["x-nextjs-cache"]);
  const policy = policyOf(cached);
  expect(policy.all).toHaveLength(1);
  expect(policy.script).toMatch(/^script-src 'self' 'unsafe-inline' https:/);
  expect(policy.nonce).toBeUndefined();
  expect(policy.script).not.toContain("'strict-dynamic'");
  expect(scriptTags(await cached.text()).filter((tag) => tag.includes("nonce="))).toEqual([]);
});

test("the editor and the dashboard run under their nonce policy without a single violation", async ({ browser }) => {
  const context = await browser.newContext();
  await logIn(context);
  // Registered through the browser's debugging protocol, so the policy does not apply to it.
  await context.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`));
  });
  const page = await context.newPage();
  const messages: string[] = [];
  page.on("console", (message) => {
    if (/Content.Security.Policy/i.test(message.text())) messages.push(message.text());
  });
  const violations = () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

  await page.goto("/de/besuch?edit");
  await expect(page.locator("body")).toHaveClass(/edit-mode/);
  await expect(page.getByRole("navigation", { name: "Module" })).toBeVisible();
  expect(await violations()).toEqual([]);
  await page.goto("/de/dashboard/pages/");
  await expect(page.getByRole("group", { name: "Neue Seite anlegen" })).toBeVisible();
  expect(await violations()).toEqual([]);
  expect(messages).toEqual([]);
  await context.close();
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

/**
 * POST `chunks` as `Transfer-Encoding: chunked`, without Content-Length (Playwright's
 * request always sends a length); resolves with the answer's status.
 */
function postChunked(url: string, headers: Record<string, string>, chunks: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const call = httpRequest(url, { method: "POST", headers: { ...headers, "transfer-encoding": "chunked" } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    // The server may answer and close before the last chunk is out: its answer is what counts.
    call.on("error", reject);
    for (const chunk of chunks) call.write(chunk);
    call.end();
  });
}

test("cuts a chunked body without Content-Length off at the limit with 413", async ({ browser, baseURL }) => {
  const editor = await browser.newContext({ baseURL });
  await logIn(editor);
  const csrf = await csrfOf(editor);
  const cookie = (await editor.cookies()).map(({ name, value }) => `${name}=${value}`).join("; ");
  // 1.25 MiB of JSON in 64 KiB pieces, over the 1 MiB every JSON call may send.
  const chunks = ["{\"content\":\"", ...Array.from({ length: 20 }, () => "x".repeat(64 * 1024)), "\"}"];
  const status = await postChunked(`${baseURL}/de/pageeditor-api/module/`, { "content-type": "application/json", cookie, "X-CSRFToken": csrf }, chunks);
  expect(status).toBe(413);
  await editor.close();
});

/** A valid PNG of about `width` × `height` × 3 bytes: stored without compression, one colour, quick to scale. */
const uncompressedPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#8a6d3b" } }).png({ compressionLevel: 0 }).toBuffer();

test("takes an image upload of 12.6 MB and refuses one over the documented 15 MB with 413 and its message", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const editor = await browser.newContext({ baseURL });
  await logIn(editor);
  const upload = async (buffer: Buffer) =>
    editor.request.post("/de/api/temp-files/", { headers: { "X-CSRFToken": await csrfOf(editor) }, multipart: { file: { name: "gross.png", mimeType: "image/png", buffer } } });

  const large = await uncompressedPng(2000, 2100);
  expect(large.length).toBeGreaterThan(12_000_000);
  const accepted = await upload(large);
  expect(accepted.status()).toBe(201);
  expect(await accepted.json()).toMatchObject({ width: 2000, height: 2100 });

  const tooLarge = await uncompressedPng(2300, 2300);
  expect(tooLarge.length).toBeGreaterThan(15 * 1024 * 1024);
  const refused = await upload(tooLarge);
  expect(refused.status()).toBe(413);
  expect(await refused.json()).toEqual({ errors: { file: ["Die Datei ist größer als 15 MB."] } });
  await editor.close();
});

test("sends no HSTS for a client's own X-Forwarded-Proto: this server trusts no proxy", async ({ request }) => {
  // With TRUST_PROXY set, a proxy's "https" brings HSTS (tests/unit/shell/forwarded-for.test.ts).
  const response = await request.get("/de", { headers: { "X-Forwarded-Proto": "https" } });
  expect(response.status()).toBe(200);
  expect(response.headers()["strict-transport-security"]).toBeUndefined();
});

/**
 * The files of the server's page cache (rendered pages and cached reads), which it keeps in
 * its data folder (playwright.config.ts names the folder, src/server/isr-cache-handler.mjs
 * writes there).
 */
const cachedFiles = () => readdirSync(path.join(test.info().config.metadata.dataDir as string, "page-cache"), { recursive: true, encoding: "utf8" });

test("a page visit adds its entry to the page cache; 1,000 unknown URLs leave the cache's size unchanged", async ({ browser, baseURL, request }) => {
  test.setTimeout(300_000);
  // The folder counted is the one the server writes to: a page no one has visited yet lands there.
  const editor = await browser.newContext({ baseURL });
  await logIn(editor);
  const slug = `cache-${Date.now()}`;
  await createPage(editor, slug);
  await editor.close();
  const beforeVisit = cachedFiles().length;
  expect((await request.get(`/de/${slug}`)).status()).toBe(200);
  await expect.poll(() => cachedFiles().filter((file) => file.endsWith(path.join("de", `${slug}.html`)))).toHaveLength(1);
  expect(cachedFiles().length).toBeGreaterThan(beforeVisit);

  // Unknown CMS paths and unknown ids on every kind of detail page (each id read is cached
  // when it names something). Warm what a visit of each kind in either language caches
  // anyway, then count.
  const kinds = ["zufall", "kalender/x", "programme/x", "stories/x", "team/x", "venues/x", "series/x", "formular/x"];
  const unknown = (i: number) => {
    const kind = kinds[i % kinds.length]!;
    return `/${i % 2 ? "en" : "de"}/${kind}-${Date.now().toString(36)}/${2_000_000_000 - i}`;
  };
  for (let i = 0; i < 2 * kinds.length; i++) expect((await request.get(unknown(i))).status(), unknown(i)).toBe(404);
  const before = cachedFiles().length;
  const paths = Array.from({ length: 1000 }, (_, i) => unknown(i + 2 * kinds.length));
  for (let start = 0; start < paths.length; start += 10) {
    const statuses = await Promise.all(paths.slice(start, start + 10).map(async (url) => (await request.get(url)).status()));
    expect(statuses.every((status) => status === 404), statuses.join(",")).toBe(true);
  }
  expect(cachedFiles().length).toBe(before);
});

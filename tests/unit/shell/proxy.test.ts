import { afterEach, describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
import { proxy } from "@/proxy";
import { NOT_FOUND_PAGE_HEADER, NOT_FOUND_RETRY_HEADER } from "@/server/http/not-found-answers";
import { invalidateShellState, type ShellState } from "@/server/site/shell-state";

/** Put a state into the process cache, as a database read would, so the proxy runs without one. */
function cache(state: ShellState) {
  globalThis.__museumShellState = { state, expires: Number.MAX_SAFE_INTEGER };
}
const online = (isSiteOnline = true): ShellState => ({
  ok: true, isSiteOnline, siteName: { de: "Museum am Fluss", en: "Museum by the River" }, staticErrorPages: [404, 500, 503],
  redirects: new Map([["/de/ausstellungen", "/de/programme"], ["/de/tickets", "https://shop.example.org/museum"]]),
});
const request = (path: string, cookies: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  new NextRequest(new URL(path, "http://museum.test"), { headers: { ...headers, cookie: Object.entries(cookies).map(([k, v]) => `${k}=${v}`).join("; ") } });
/** The policy the browser gets, and the one the page's render sees (where Next.js finds the nonce). */
const policies = (response: Response) => ({
  answer: response.headers.get("content-security-policy"),
  render: response.headers.get("x-middleware-request-content-security-policy"),
});
const nonceOf = (policy: string | null) => /'nonce-([^']+)' 'strict-dynamic'/.exec(policy ?? "")?.[1];

describe("proxy", () => {
  afterEach(() => invalidateShellState());

  it("answers a redirect entry with 301 and the Location of new_path, external ones too", async () => {
    cache(online());
    const internal = await proxy(request("/de/ausstellungen"));
    expect(internal.status).toBe(301);
    expect(internal.headers.get("location")).toBe("http://museum.test/de/programme");
    const external = await proxy(request("/de/tickets"));
    expect(external.status).toBe(301);
    expect(external.headers.get("location")).toBe("https://shop.example.org/museum");
  });

  it("answers ?v= with 301 to the plain path unless a session cookie is there", async () => {
    cache(online());
    const anonymous = await proxy(request("/de/besuch?v=4"));
    expect(anonymous.status).toBe(301);
    expect(anonymous.headers.get("location")).toBe("http://museum.test/de/besuch");
    // An editor's preview goes to the edit route, which shows the version; the cached page knows none.
    const editor = await proxy(request("/de/besuch?v=4", { sessionid: "abc" }));
    expect(editor.status).toBe(200);
    expect(editor.headers.get("x-middleware-rewrite")).toBe("http://museum.test/de/edit-mode/besuch?v=4");
  });

  it("answers 503 'Website offline' as an HTML page in the path's language", async () => {
    cache(online(false));
    const response = await proxy(request("/en/visit"));
    expect(response.status).toBe(503);
    expect(response.headers.get("content-type")).toContain("text/html");
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    // The shipped public/html/503.html, its English part only.
    expect(html).toMatch(/<h1[^>]*>Website offline<\/h1>/);
    expect(html).toContain('<section class="error-lang" lang="en"');
    expect(html).not.toContain('lang="de" aria-labelledby');
    expect(html).toContain('href="/en"');
    expect(html).toContain("Museum by the River");
  });

  it("answers its own failure with the 500 error page in the path's language, not a plain text", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    class BrokenMap extends Map<string, string> {
      override get(): string | undefined {
        throw new Error("broken redirect list");
      }
    }
    cache({ ok: true, isSiteOnline: true, siteName: { de: "Museum am Fluss", en: "Museum by the River" }, staticErrorPages: [500], redirects: new BrokenMap() });
    const response = await proxy(request("/en/visit"));
    expect(response.status).toBe(500);
    expect(response.headers.get("content-type")).toContain("text/html");
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<h1[^>]*>An unknown error occurred<\/h1>/);
    expect(html).toContain('href="/en"');
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it("answers 503 when the settings cannot be read", async () => {
    cache({ ok: false });
    const response = await proxy(request("/de"));
    expect(response.status).toBe(503);
    expect(await response.text()).toContain("Fehler 503");
  });

  it("never sets a cookie on a visitor page (it is shared-cached); private pages get the csrftoken once", async () => {
    cache(online());
    expect((await proxy(request("/de/besuch"))).headers.get("set-cookie")).toBeNull();
    // Edit mode is a private, uncached answer also before logging in (it shows the login).
    expect((await proxy(request("/de/besuch?edit"))).headers.get("set-cookie")).toMatch(/^csrftoken=/);
    const first = await proxy(request("/de/dashboard"));
    const cookie = first.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^csrftoken=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/SameSite=lax/i);
    expect(cookie).not.toMatch(/HttpOnly/i);
    expect((await proxy(request("/de/besuch?edit", { sessionid: "s" }))).headers.get("set-cookie")).toMatch(/^csrftoken=/);
    const again = await proxy(request("/de/dashboard", { csrftoken: "x".repeat(43) }));
    expect(again.headers.get("set-cookie")).toBeNull();
  });

  it("answers a visitor's session with a 403 page on the dashboard and in edit mode, and lets editors through", async () => {
    cache(online());
    const visitor = { sessionid: "v", has_session: "visitor" };
    for (const path of ["/de/dashboard", "/en/dashboard/outbox/", "/de/besuch?edit"]) {
      const response = await proxy(request(path, visitor));
      expect(response.status).toBe(403);
      expect(response.headers.get("content-type")).toContain("text/html");
      expect(await response.text()).toContain(path.startsWith("/en") ? "Access denied" : "Zugriff verweigert");
    }
    expect((await proxy(request("/de/besuch", visitor))).status).toBe(200);
    expect((await proxy(request("/de/dashboard", { sessionid: "e", has_session: "1" }))).status).toBe(200);
  });

  it("rewrites a bad event-list query to the 404 route, keeping the address", async () => {
    cache(online());
    const response = await proxy(request("/en/kalender?date=32-01-2026"));
    expect(response.headers.get("x-middleware-rewrite")).toBe("http://museum.test/en/404");
    expect(response.status).toBe(404);
  });

  it("answers the 404 route with its status, also asked for by its own address or again by the HTTP server", async () => {
    cache(online());
    const again = (path: string) => proxy(request(path, {}, { [NOT_FOUND_RETRY_HEADER]: "1" }));
    for (const [response, rewrite] of [
      [await proxy(request("/de/404")), "http://museum.test/de/404"],
      [await again("/en/gibt-es-nicht"), "http://museum.test/en/404"],
      [await again("/xx/yy"), "http://museum.test/de/404"],
    ] as const) {
      expect(response.status, rewrite).toBe(404);
      expect(response.headers.get("x-middleware-rewrite"), rewrite).toBe(rewrite);
      expect(response.headers.get(NOT_FOUND_PAGE_HEADER), rewrite).toBe("1");
    }
    // The webshop's own layout draws its 404; the proxy lets that request through.
    expect((await again("/webshop/gibt-es-nicht")).headers.get("x-middleware-rewrite")).toBeNull();
  });

  it("gives pages rendered per request a policy with a fresh nonce, the same for the browser and the render", async () => {
    cache(online());
    const seen = new Set<string>();
    for (const path of ["/de/dashboard", "/en/dashboard/events/3", "/de/besuch?edit", "/webshop/cart"]) {
      const { answer, render } = policies(await proxy(request(path)));
      const nonce = nonceOf(answer);
      expect(nonce, path).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(render, path).toBe(answer);
      expect(answer?.split("; ").find((directive) => directive.startsWith("script-src")), path).not.toContain("'unsafe-inline'");
      seen.add(nonce ?? "");
    }
    const editor = policies(await proxy(request("/de/besuch?v=4", { sessionid: "abc" })));
    seen.add(nonceOf(editor.answer) ?? "");
    expect(seen.size).toBe(5);
  });

  it("leaves a cached visitor page the policy the server sets, and never lets a client's policy header reach a render", async () => {
    cache(online());
    const forged = { "content-security-policy": "script-src 'nonce-AAAAAAAAAAAAAAAAAAAAAA=='", "content-security-policy-report-only": "script-src 'nonce-BBBB'" };
    for (const path of ["/de/besuch", "/en"]) {
      const response = await proxy(request(path, {}, forged));
      expect(policies(response), path).toEqual({ answer: null, render: null });
      expect(response.headers.get("x-middleware-override-headers"), path).not.toMatch(/content-security-policy/);
    }
    const dashboard = await proxy(request("/de/dashboard", {}, forged));
    expect(nonceOf(policies(dashboard).render)).not.toBe("AAAAAAAAAAAAAAAAAAAAAA==");
    expect(dashboard.headers.get("x-middleware-request-content-security-policy-report-only")).toBeNull();
  });
});

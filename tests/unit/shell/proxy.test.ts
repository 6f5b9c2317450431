import { afterEach, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { proxy } from "../../../src/proxy";
import { invalidateShellState, type ShellState } from "../../../src/server/site/shell-state";

/** Put a state into the process cache, as a database read would, so the proxy runs without one. */
function cache(state: ShellState) {
  globalThis.__museumShellState = { state, expires: Number.MAX_SAFE_INTEGER };
}
const online = (isSiteOnline = true): ShellState => ({
  ok: true, isSiteOnline, siteName: { de: "Museum am Fluss", en: "Museum by the River" }, staticErrorPages: [404, 500, 503],
  redirects: new Map([["/de/ausstellungen", "/de/programme"], ["/de/tickets", "https://shop.example.org/museum"]]),
});
const request = (path: string, cookies: Record<string, string> = {}) =>
  new NextRequest(new URL(path, "http://museum.test"), { headers: { cookie: Object.entries(cookies).map(([k, v]) => `${k}=${v}`).join("; ") } });

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
    expect(html).toContain("<h1>Website offline</h1>");
    expect(html).toContain('href="/en"');
    expect(html).toContain("Museum by the River");
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

  it("rewrites a bad event-list query to the 404 route, keeping the address", async () => {
    cache(online());
    const response = await proxy(request("/en/kalender?date=32-01-2026"));
    expect(response.headers.get("x-middleware-rewrite")).toBe("http://museum.test/en/404");
  });
});

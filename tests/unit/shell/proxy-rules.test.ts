import { describe, expect, it } from "vitest";
import { decide, findRedirect, hasInvalidQuery, isPageNavigation, isWebshopPath, rendersPerRequest, versionRedirect } from "@/server/http/proxy-rules";

const redirects = new Map([
  ["/de/ausstellungen", "/de/programme"],
  ["/de/tickets", "https://shop.example.org/museum"],
  ["/en/old-page/", "/en/visit"],
  ["/de/über-uns", "/de/ueber-uns"],
  ["/de/alt.html", "/de"],
  ["/de/schleife", "/de/schleife/"],
]);
const online = { isSiteOnline: true, redirects };
const url = (path: string) => new URL(path, "http://museum.test");

describe("isPageNavigation", () => {
  it("counts pages and shop paths, not APIs, assets or files", () => {
    expect(isPageNavigation("/de")).toBe(true);
    expect(isPageNavigation("/en/visit/directions")).toBe(true);
    expect(isPageNavigation("/eventim.webshop/cart")).toBe(true);
    expect(isPageNavigation("/test.webshop")).toBe(true);
    expect(isPageNavigation("/api/breaking-news/")).toBe(false);
    expect(isPageNavigation("/de/pageeditor-api/redirect")).toBe(false);
    expect(isPageNavigation("/en/dashboard-api/events/3/")).toBe(false);
    expect(isPageNavigation("/en/api/events/")).toBe(false);
    expect(isPageNavigation("/_next/static/chunks/a.js")).toBe(false);
    expect(isPageNavigation("/media/seed/a-480.jpg")).toBe(false);
    expect(isPageNavigation("/sw.js")).toBe(false);
    expect(isPageNavigation("/html/503.html")).toBe(false);
  });

  it("knows the five shop prefixes with any sub-path, and nothing that merely starts alike", () => {
    for (const path of ["/webshop", "/webshop/a/b", "/eventim-template/x", "/eventim.webshop", "/test.webshop/1", "/testshop"]) {
      expect(isWebshopPath(path), path).toBe(true);
    }
    expect(isWebshopPath("/webshopping")).toBe(false);
    expect(isWebshopPath("/de/webshop")).toBe(false);
  });
});

describe("findRedirect", () => {
  it("matches old_path exactly, with or without a trailing slash, encoded or not", () => {
    expect(findRedirect(redirects, "/de/ausstellungen")).toBe("/de/programme");
    expect(findRedirect(redirects, "/de/ausstellungen/")).toBe("/de/programme");
    expect(findRedirect(redirects, "/en/old-page")).toBe("/en/visit");
    expect(findRedirect(redirects, "/de/%C3%BCber-uns")).toBe("/de/ueber-uns");
    expect(findRedirect(redirects, "/de/ausstellungen/2024")).toBeNull();
    expect(findRedirect(redirects, "/de/Ausstellungen")).toBeNull();
  });

  it("ignores an entry that only changes the trailing slash, which would loop", () => {
    expect(findRedirect(redirects, "/de/schleife")).toBeNull();
    expect(findRedirect(redirects, "/de/schleife/")).toBeNull();
  });
});

describe("versionRedirect", () => {
  it("sends an anonymous ?v= to the plain path, keeping other parameters", () => {
    expect(versionRedirect(url("/de/besuch?v=12"), false)).toBe("/de/besuch");
    expect(versionRedirect(url("/de/kalender?date=01-05-2026&v=3"), false)).toBe("/de/kalender?date=01-05-2026");
  });

  it("leaves editors and URLs without v alone", () => {
    expect(versionRedirect(url("/de/besuch?v=12"), true)).toBeNull();
    expect(versionRedirect(url("/de/besuch?view=1"), false)).toBeNull();
  });
});

describe("decide", () => {
  it("answers 503 for every page when the site is offline or its settings are unreadable", () => {
    expect(decide({ url: url("/en/visit"), hasSession: false, state: { ...online, isSiteOnline: false } })).toEqual({ kind: "offline", status: 503, lang: "en" });
    expect(decide({ url: url("/de/ausstellungen"), hasSession: true, state: null })).toEqual({ kind: "offline", status: 503, lang: "de" });
    expect(decide({ url: url("/webshop"), hasSession: false, state: null })).toMatchObject({ kind: "offline", lang: "de" });
  });

  it("keeps APIs, files and the editors' dashboard reachable while offline", () => {
    for (const path of ["/pageeditor-api/settings", "/de/pageeditor-api/redirect", "/de/dashboard-api/events/3/", "/sw.js", "/de/dashboard", "/en/dashboard/pages"]) {
      expect(decide({ url: url(path), hasSession: false, state: { ...online, isSiteOnline: false } }), path).toEqual({ kind: "next" });
    }
  });

  it("redirects with 301 to internal and external targets, also for old file URLs", () => {
    expect(decide({ url: url("/de/ausstellungen"), hasSession: false, state: online })).toEqual({ kind: "redirect", location: "/de/programme", status: 301 });
    expect(decide({ url: url("/de/tickets"), hasSession: false, state: online })).toEqual({ kind: "redirect", location: "https://shop.example.org/museum", status: 301 });
    expect(decide({ url: url("/de/alt.html"), hasSession: false, state: online })).toMatchObject({ kind: "redirect", location: "/de" });
  });

  it("applies a redirect entry before the version rule, and the version rule only to pages", () => {
    expect(decide({ url: url("/de/ausstellungen?v=2"), hasSession: false, state: online })).toMatchObject({ location: "/de/programme" });
    expect(decide({ url: url("/de/besuch?v=2"), hasSession: false, state: online })).toEqual({ kind: "redirect", location: "/de/besuch", status: 301 });
    expect(decide({ url: url("/de/besuch?v=2"), hasSession: true, state: online })).toEqual({ kind: "edit", location: "/de/edit-mode/besuch?v=2" });
    expect(decide({ url: url("/de/pageeditor-api/page/besuch?v=2"), hasSession: false, state: online })).toEqual({ kind: "next" });
  });

  it("turns a bad event-list query into a 404 in the path's language, and only on the calendar", () => {
    expect(decide({ url: url("/en/kalender?date=31-02-2026"), hasSession: false, state: online })).toEqual({ kind: "not-found", lang: "en" });
    expect(decide({ url: url("/de/kalender?room=foyer"), hasSession: false, state: online })).toEqual({ kind: "not-found", lang: "de" });
    expect(decide({ url: url("/de/kalender?date=01-05-2026&room=3"), hasSession: false, state: online })).toEqual({ kind: "next" });
    expect(decide({ url: url("/de/besuch?date=kaputt"), hasSession: false, state: online })).toEqual({ kind: "next" });
  });

  it("answers the 404 page for malformed percent-encoding or NUL in a path, before any page decodes it", () => {
    for (const path of ["/de/%E0%A4%A", "/en/a/%C0%AE%C0%AE", "/de/%00", "/de/%ED%A0%80"]) {
      expect(decide({ url: url(path), hasSession: false, state: online }), path).toEqual({ kind: "not-found", lang: path.slice(1, 3) });
    }
    expect(decide({ url: url("/de/%C3%BCber"), hasSession: false, state: online })).toEqual({ kind: "next" });
  });

  it("takes the 404 route asked for by its own address for a 404, with or without the slash", () => {
    for (const path of ["/de/404", "/en/404/"]) {
      expect(decide({ url: url(path), hasSession: false, state: online }), path).toEqual({ kind: "not-found", lang: path.slice(1, 3) });
    }
    expect(decide({ url: url("/de/404-tipps"), hasSession: false, state: online })).toEqual({ kind: "next" });
  });
});

describe("hasInvalidQuery", () => {
  it("reads a repeated key's last value, as the events API does, ignores unknown keys and refuses comma lists", () => {
    expect(hasInvalidQuery(url("/de/kalender?tag=1&tag=x"))).toBe(true);
    expect(hasInvalidQuery(url("/de/kalender?room=3,7"))).toBe(true);
    expect(hasInvalidQuery(url("/de/kalender?tag=1&tag=2&overlay=true&utm_source=x"))).toBe(false);
    expect(hasInvalidQuery(url("/de/kalender/fest/3?date=kaputt"))).toBe(false);
  });
});

describe("rendersPerRequest", () => {
  const at = (path: string, hasSession = false) => rendersPerRequest(decide({ url: url(path), hasSession, state: online }), url(path).pathname);

  it("knows the pages that are never cached: edit mode and its login, the dashboard, the shop", () => {
    for (const path of ["/de/besuch?edit", "/en?edit", "/de/dashboard", "/en/dashboard/events/3", "/webshop", "/eventim.webshop/cart"]) expect(at(path), path).toBe(true);
    expect(at("/de/besuch?v=2", true)).toBe(true);
  });

  it("leaves cached visitor pages, files, APIs and answers the proxy gives itself out", () => {
    for (const path of ["/de", "/de/besuch", "/en/kalender", "/de/dashboardx", "/de/user/profile", "/sw.js", "/de/api/events/", "/de/ausstellungen", "/de/kalender?date=kaputt"]) {
      expect(at(path), path).toBe(false);
    }
    // A redirect, not a page, even for an editor.
    expect(at("/de/ausstellungen?edit", true)).toBe(false);
  });
});

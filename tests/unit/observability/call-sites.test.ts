import { mkdir, mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import { afterEach, beforeEach, describe, expect, it, vi, type Mock, type MockInstance } from "vitest";
import { proxy } from "@/proxy";
import type { LogLine } from "@/server/observability/report";
import { getShellState, invalidateShellState, type ShellState } from "@/server/site/shell-state";
import { reportCartFailure } from "@/site/booking/report-cart-failure";
import { readCustomErrorHtml } from "@/site/errors/custom-error-html";
import { fetchCustomErrorHtml } from "@/site/errors/fetch-custom-error-html";
import { fetchSuggestions } from "@/site/header/use-suggestions";

/*
 * Each place the spec names a failure (000 §8, 001 §8) sends its report: the server's own as
 * one log line (no SENTRY_DSN here), the browser's as a POST to /api/error-reports/.
 */

let errorLog: MockInstance<typeof console.error>;
beforeEach(() => {
  vi.stubEnv("SENTRY_DSN", undefined);
  errorLog = vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The failure reports the server logged so far. */
const logged = () => errorLog.mock.calls.map((call) => String(call[0])).filter((line) => line.includes('"failure_report"')).map((line) => JSON.parse(line) as LogLine);

describe("the server's failure reports", () => {
  afterEach(() => invalidateShellState());

  it("the proxy reports an invalid event query with its keys, never their values", async () => {
    const state: ShellState = { ok: true, isSiteOnline: true, siteName: { de: "Museum", en: "Museum" }, staticErrorPages: [], redirects: new Map() };
    globalThis.__museumShellState = { state, expires: Number.MAX_SAFE_INTEGER };
    const response = await proxy(new NextRequest(new URL("/de/kalender?date=32-01-2026&genre=Jazz", "http://museum.test")));
    expect(response.headers.get("x-middleware-rewrite")).toBe("http://museum.test/de/404");
    expect(logged()).toEqual([expect.objectContaining({ kind: "invalid_event_query", path: "/de/kalender", keys: ["date", "genre"] })]);
    expect(JSON.stringify(logged())).not.toContain("32-01-2026");
    // A valid query is no failure.
    await proxy(new NextRequest(new URL("/de/kalender", "http://museum.test")));
    expect(logged()).toHaveLength(1);
  });

  it("a settings read that fails is reported as a settings error", async () => {
    expect(await getShellState(async () => { throw new Error("connection refused"); }, 0)).toEqual({ ok: false });
    expect(logged()).toEqual([expect.objectContaining({ kind: "settings_error", message: "Reading the site settings failed", error: { name: "Error", message: "connection refused" } })]);
  });

  it("custom error HTML that cannot be read is reported; one that does not exist is not", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "error-html-"));
    // A folder where the file should be: it exists, but reading it fails.
    await mkdir(path.join(dir, "500.html"));
    expect(await readCustomErrorHtml(500, [500, 404], { dir })).toBeNull();
    expect(await readCustomErrorHtml(404, [500, 404], { dir })).toBeNull();
    expect(logged()).toEqual([expect.objectContaining({ kind: "custom_error_html", status: 500 })]);
  });
});

describe("the browser's failure reports", () => {
  const TOKEN = "c".repeat(32);
  let fetchMock: Mock<(url: string, init?: RequestInit) => Promise<Response>>;

  /** A browser on a page, with its CSRF cookie; `answer` stands in for every call but the report. */
  function browser(answer: (url: string) => Promise<Response>) {
    vi.stubGlobal("window", { location: { pathname: "/de/kalender/konzert/12" } });
    vi.stubGlobal("document", { cookie: `csrftoken=${TOKEN}` });
    fetchMock = vi.fn((url: string, _init?: RequestInit) => (url === "/api/error-reports/" ? Promise.resolve(new Response(null, { status: 202 })) : answer(url)));
    vi.stubGlobal("fetch", fetchMock);
  }
  /** What reached POST /api/error-reports/, once the report's promise chain has run. */
  async function reports(count = 1) {
    await vi.waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => url === "/api/error-reports/")).toHaveLength(count));
    return fetchMock.mock.calls.filter(([url]) => url === "/api/error-reports/").map(([, init]) => {
      expect(init?.method).toBe("POST");
      expect((init?.headers as Record<string, string>)["X-CSRFToken"]).toBe(TOKEN);
      return JSON.parse(String(init?.body)) as Record<string, unknown>;
    });
  }

  it("a failed cart call is reported with the shop's code, not the tickets chosen", async () => {
    browser(() => Promise.reject(new Error("unused")));
    reportCartFailure(-214);
    expect(await reports()).toEqual([{ kind: "cart_failure", message: "Cart call failed", code: -214, path: "/de/kalender/konzert/12" }]);
  });

  it("an autocomplete call that fails or answers an error is reported without the text typed, and shows no suggestions", async () => {
    browser(async () => new Response("oops", { status: 503 }));
    expect(await fetchSuggestions("monet seerosen", "de", new AbortController().signal)).toEqual([]);
    fetchMock.mockImplementationOnce(() => Promise.reject(new TypeError("Failed to fetch")));
    expect(await fetchSuggestions("monet", "de", new AbortController().signal)).toEqual([]);
    const sent = await reports(2);
    expect(sent).toEqual([
      expect.objectContaining({ kind: "autocomplete_failure", status: 503 }),
      expect.objectContaining({ kind: "autocomplete_failure", message: "Autocomplete request failed" }),
    ]);
    expect(JSON.stringify(sent)).not.toContain("monet");
  });

  it("an autocomplete call cut short by newer text is no failure", async () => {
    browser(() => Promise.reject(new DOMException("aborted", "AbortError")));
    const controller = new AbortController();
    controller.abort();
    await expect(fetchSuggestions("monet", "de", controller.signal)).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock.mock.calls.filter(([url]) => url === "/api/error-reports/")).toEqual([]);
  });

  it("custom error HTML the error page cannot load is reported with its status", async () => {
    browser(() => Promise.reject(new TypeError("Failed to fetch")));
    expect(await fetchCustomErrorHtml(500, "en")).toBeNull();
    expect(await reports()).toEqual([expect.objectContaining({ kind: "custom_error_html", status: 500 })]);
    expect(fetchMock).toHaveBeenCalledWith("/html/500.html");
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import * as Sentry from "@sentry/nextjs";
import type { ErrorEvent } from "@sentry/nextjs";
import { NextRequest } from "next/server";
import type { Database } from "@/server/db/open";
import { reportFailure, type LogLine } from "@/server/observability/report";
import { scrub, FILTERED } from "@/server/observability/scrub";
import { scrubSentryEvent } from "@/server/observability/sentry-scrub";
import { POST } from "@/app/api/error-reports/route";
import { testDatabases } from "../../helpers/db";
import { CSRF } from "../../helpers/editor";

vi.mock("@sentry/nextjs", () => ({ captureMessage: vi.fn() }));

const SECRETS = ["hunter2-password", "s3ss10n-t0ken", "csrf-t0ken-value", "Meine Nachricht an das Museum"];
const leaks = (text: string) => SECRETS.filter((secret) => text.includes(secret));

/** A failure whose context carries every kind of secret the reports must never hold. */
const dirty = {
  message: "Save failed for /de/user/password-reset?token=s3ss10n-t0ken&x=1",
  error: new Error("Cookie: sessionid=s3ss10n-t0ken; csrftoken=csrf-t0ken-value"),
  context: {
    status: 500,
    password: "hunter2-password",
    request: { headers: { cookie: "sessionid=s3ss10n-t0ken", "x-csrftoken": "csrf-t0ken-value", accept: "text/html" } },
    form: { message: "Meine Nachricht an das Museum" },
    field_values: { message: "Meine Nachricht an das Museum" },
    nested: { deeper: { current_password: "hunter2-password", csrf: "csrf-t0ken-value" } },
  },
};

afterEach(() => {
  delete process.env.SENTRY_DSN;
  vi.mocked(Sentry.captureMessage).mockClear();
});

describe("error reports", () => {
  it("writes one JSON line per failure without a DSN, with no password, token or form contents in it", () => {
    const lines: string[] = [];
    reportFailure("settings_error", dirty, (line) => lines.push(line));
    expect(lines).toHaveLength(1);
    expect(leaks(lines[0]!)).toEqual([]);
    const line = JSON.parse(lines[0]!) as LogLine;
    expect(line).toMatchObject({ level: "error", event: "failure_report", kind: "settings_error", status: 500, password: FILTERED, form: FILTERED });
    expect(line.message).toBe(`Save failed for /de/user/password-reset?token=${FILTERED}&x=1`);
    expect(line.request).toEqual({ headers: { cookie: FILTERED, "x-csrftoken": FILTERED, accept: "text/html" } });
    expect(Sentry.captureMessage).not.toHaveBeenCalled();
  });

  it("goes to Sentry instead when SENTRY_DSN is set, scrubbed the same way", () => {
    process.env.SENTRY_DSN = "https://key@sentry.example/1";
    const lines: string[] = [];
    reportFailure("cart_failure", dirty, (line) => lines.push(line));
    expect(lines).toEqual([]);
    expect(Sentry.captureMessage).toHaveBeenCalledTimes(1);
    const [message, options] = vi.mocked(Sentry.captureMessage).mock.calls[0]!;
    expect(leaks(JSON.stringify([message, options]))).toEqual([]);
    expect(options).toMatchObject({ level: "error", tags: { kind: "cart_failure" } });
  });

  it("strips cookies, bodies, secret headers and query values from a Sentry event before it is sent", () => {
    const event: ErrorEvent = {
      type: undefined,
      message: "failed with token=s3ss10n-t0ken",
      request: {
        url: "https://museum.example/de/user/confirm?token=s3ss10n-t0ken",
        query_string: "token=s3ss10n-t0ken",
        cookies: { sessionid: "s3ss10n-t0ken" },
        data: { password: "hunter2-password", message: "Meine Nachricht an das Museum" },
        headers: { Cookie: "sessionid=s3ss10n-t0ken", "X-CSRFToken": "csrf-t0ken-value", "User-Agent": "test" },
      },
      extra: { form_data: { message: "Meine Nachricht an das Museum" } },
      user: { id: "7", email: "greta@example.org", ip_address: "10.0.0.1" },
      exception: { values: [{ type: "Error", value: "password=hunter2-password" }] },
      breadcrumbs: [{ message: "POST /api/account/login/", data: { password: "hunter2-password" } }],
    };
    const clean = scrubSentryEvent(event);
    expect(leaks(JSON.stringify(clean))).toEqual([]);
    expect(clean.request?.headers?.["User-Agent"]).toBe("test");
    expect(clean.user).toEqual({ id: "7" });
  });

  it("keeps harmless values and stops at a bounded depth", () => {
    expect(scrub({ status: 404, code: -214, path: "/de/kalender", list: [1, "a"] })).toEqual({ status: 404, code: -214, path: "/de/kalender", list: [1, "a"] });
    let deep: Record<string, unknown> = { leaf: "x" };
    for (let i = 0; i < 10; i++) deep = { next: deep };
    expect(JSON.stringify(scrub(deep))).toContain(FILTERED);
  });
});

describe.each(testDatabases())("POST /api/error-reports/ on $name", ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
    globalThis.__museumDb = Promise.resolve(database);
  });
  afterAll(async () => {
    globalThis.__museumDb = undefined;
    await database.close();
  });

  const request = (body: unknown, csrf: boolean, address: string) => {
    const headers = new Headers({ "content-type": "application/json", "x-forwarded-for": address });
    if (csrf) {
      headers.set("cookie", `csrftoken=${CSRF}`);
      headers.set("x-csrftoken", CSRF);
    }
    return new NextRequest("http://localhost/api/error-reports/", { method: "POST", headers, body: JSON.stringify(body) });
  };
  const post = (body: unknown, csrf = true, address = "192.0.2.1") => POST(request(body, csrf, address));

  it("forwards a browser's report as one log line, refuses one without CSRF header, and extra fields never pass", async () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      expect((await post({ kind: "autocomplete_failure" }, false)).status).toBe(403);
      expect((await post({ kind: "unknown" })).status).toBe(400);
      expect((await post({ kind: "cart_failure", path: "/de/x?token=s3ss10n-t0ken" })).status).toBe(400);
      const response = await post({ kind: "cart_failure", message: "Cart call failed", code: -214, path: "/de/kalender/a/1", q: "Meine Nachricht an das Museum" });
      expect(response.status).toBe(202);
      const reports = spy.mock.calls.map((call) => String(call[0])).filter((line) => line.includes("failure_report"));
      expect(reports).toHaveLength(1);
      expect(JSON.parse(reports[0]!)).toMatchObject({ kind: "cart_failure", code: -214, path: "/de/kalender/a/1", source: "browser" });
      expect(leaks(reports[0]!)).toEqual([]);
    } finally {
      spy.mockRestore();
    }
  });

  it("takes 30 reports a minute from one address, counted in the database that every instance shares", async () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) statuses.push((await post({ kind: "autocomplete_failure" }, true, "198.51.100.7")).status);
      expect(statuses.every((status) => status === 202)).toBe(true);
      // A fresh copy of the route, as another server process has, refuses the 31st all the same.
      vi.resetModules();
      const { POST: elsewhere } = await import("@/app/api/error-reports/route");
      const refused = await elsewhere(request({ kind: "autocomplete_failure" }, true, "198.51.100.7"));
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await post({ kind: "autocomplete_failure" }, true, "198.51.100.8")).status).toBe(202);
      expect(spy.mock.calls.filter((call) => String(call[0]).includes("failure_report"))).toHaveLength(31);
    } finally {
      spy.mockRestore();
    }
  });

  it("passes a report on when the database that would count it fails", async () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const down = vi.spyOn(database.db, "insert").mockImplementation(() => {
      throw new Error("Connection terminated unexpectedly");
    });
    try {
      expect((await post({ kind: "cart_failure", code: 503 })).status).toBe(202);
      expect(spy.mock.calls.filter((call) => String(call[0]).includes("failure_report"))).toHaveLength(1);
    } finally {
      down.mockRestore();
      spy.mockRestore();
    }
  });
});

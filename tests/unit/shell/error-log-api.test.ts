import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { testDatabases } from "../../helpers/db";
import type { Database } from "@/server/db/open";
import { errorLog, redirects } from "@/server/db/schema";
import { POST as postErrorLog } from "@/app/api/dashboard-error-log/route";
import { GET as getRedirects } from "@/app/[lang]/pageeditor-api/redirect/route";

const TOKEN = "t0k3n-".repeat(8);

function post(body: string, headers: Record<string, string>) {
  const request = new NextRequest(new URL("/api/dashboard-error-log/", "http://localhost"), {
    method: "POST", body, headers: { "content-type": "application/json", ...headers },
  });
  return postErrorLog(request, undefined as never);
}
const withCsrf = { cookie: `csrftoken=${TOKEN}`, "x-csrftoken": TOKEN };

describe.each(testDatabases())("POST /api/dashboard-error-log/ on $name", ({ open }) => {
  let database: Database;

  beforeAll(async () => {
    database = await open();
    globalThis.__museumDb = Promise.resolve(database);
  });
  afterAll(async () => {
    globalThis.__museumDb = undefined;
    await database.close();
  });

  it("refuses a call without the CSRF header or with a wrong one (403), storing nothing", async () => {
    const missing = await post(JSON.stringify({ url: "/de/weg" }), { cookie: `csrftoken=${TOKEN}` });
    expect(missing.status).toBe(403);
    expect((await missing.json()).detail).toMatch(/CSRF/);
    const noCookie = await post(JSON.stringify({ url: "/de/weg" }), { "x-csrftoken": TOKEN });
    expect(noCookie.status).toBe(403);
    const wrong = await post(JSON.stringify({ url: "/de/weg" }), { cookie: `csrftoken=${TOKEN}`, "x-csrftoken": `${TOKEN.slice(1)}x` });
    expect(wrong.status).toBe(403);
    expect(await database.db.$count(errorLog)).toBe(0);
  });

  it("answers 400 per field for a missing, empty, too long or unreadable url", async () => {
    for (const body of ["{}", JSON.stringify({ url: "  " }), "not json", JSON.stringify({ url: `/de/${"x".repeat(2100)}` })]) {
      const response = await post(body, withCsrf);
      expect(response.status, body.slice(0, 20)).toBe(400);
      expect(Object.keys((await response.json()).errors)).toEqual(["url"]);
    }
    expect(await database.db.$count(errorLog)).toBe(0);
  });

  it("stores the URL and answers 201 with the entry", async () => {
    const response = await post(JSON.stringify({ url: "/de/gibt-es-nicht?x=1" }), withCsrf);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ url: "/de/gibt-es-nicht?x=1" });
    const rows = await database.db.select().from(errorLog);
    expect(rows.map((row) => row.url)).toEqual(["/de/gibt-es-nicht?x=1"]);
  });

  it("lists the redirects for GET {lang}/pageeditor-api/redirect", async () => {
    await database.db.insert(redirects).values([{ old_path: "/de/a", new_path: "/de/b" }, { old_path: "/en/c", new_path: "https://example.org/" }]);
    const response = await getRedirects(new NextRequest(new URL("/de/pageeditor-api/redirect/", "http://localhost")), { params: Promise.resolve({ lang: "de" }) });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([{ old_path: "/de/a", new_path: "/de/b" }, { old_path: "/en/c", new_path: "https://example.org/" }]);
    const unknown = await getRedirects(new NextRequest(new URL("/fr/pageeditor-api/redirect", "http://localhost")), { params: Promise.resolve({ lang: "fr" }) });
    expect(unknown.status).toBe(404);
  });
});

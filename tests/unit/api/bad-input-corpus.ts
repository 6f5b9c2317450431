import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { readdirSync } from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import { testDatabases, type TestDatabase } from "../../helpers/db";
import type { Database } from "@/server/db/open";
import { createPage } from "@/server/content/pages";
import { replaceSections } from "@/server/content/sections";
import { GET as openApi } from "@/app/api/openapi.json/route";
import { callRoute, CSRF, editorRequest, editorSession } from "../../helpers/editor";
import { headlineSection, pageInput } from "../content/fixtures";

/*
 * Every route handler, walked with the input an attacker or a broken client sends: NUL bytes,
 * lone surrogates, integers past the database's int4, huge strings, wrong types, malformed
 * JSON and percent-encoding. Any answer of 500 or more fails. Methods and path parameters come
 * from the route files, query and body field names from the OpenAPI document (each route's own
 * operation, plus the names every list takes), so a new route or field is walked without
 * editing this file.
 */

const APP = path.resolve(__dirname, "../../../src/app");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

const BAD_VALUES: unknown[] = ["\u0000", "a\u0000b", "\ud800", "x\udfffy", 2147483648, -1, 1.5, "x".repeat(70_000), [], { a: 1 }, true, null];
const BAD_SEGMENTS = ["%E0%A4%A", "%C0%AE", "%00", "%ED%A0%80", "2147483648", "-1", "x".repeat(5000), "1e3"];
/** Path parameters that must name something real for the handler to get past its first check. */
const GOOD_SEGMENT: Record<string, string> = { lang: "de", module: "headline", key: "events", kind: "pages", slug: "sec-a", id: "1", index: "0", versionId: "1" };
const COMMON_QUERY = ["page", "page_size", "q", "date", "date_from", "date_to", "lang", "after", "limit", "kind", "ids", "version_id", "id", "category", "tags", "type", "venue", "layout"];

/**
 * Valid bodies of the routes that write, so that one bad field at a time reaches the code past
 * the schema (where a NUL or an int4 overflow used to reach the database). Keys: route file.
 */
const BASES: Record<string, { params?: Record<string, string>; method: string; body: (pageId: number) => Record<string, unknown> }[]> = {
  "[lang]/pageeditor-api/module/route.ts": [
    { method: "POST", body: () => ({ section: "sec-a", column: 0, id: "m-x", type: "headline", headline_level: 2, content: "Hallo" }) },
    { method: "POST", body: () => ({ section: "sec-a", column: 0, id: "m-y", type: "html", html_code: "<p>Hallo</p>" }) },
  ],
  "[lang]/pageeditor-api/module/[id]/route.ts": [{ method: "PATCH", params: { id: "sec-a-h" }, body: () => ({ content: "Neu", section: "sec-a", column: 0, position: 0 }) }],
  "[lang]/pageeditor-api/section/route.ts": [{ method: "POST", body: (pageId) => ({ object_id: pageId, id: "sec-b", layout: "100", position: 0 }) }],
  "[lang]/pageeditor-api/section/[id]/route.ts": [{ method: "PATCH", params: { id: "sec-a" }, body: () => ({ layout: "50-50", extra_class: "x", position: 0 }) }],
  "[lang]/pageeditor-api/pages/route.ts": [{ method: "POST", body: (pageId) => ({ ...pageInput({ de: "neu", en: "new" }), parent_id: pageId }) }],
  "[lang]/pageeditor-api/login/route.ts": [{ method: "POST", body: () => ({ username: "nobody", password: "wrong password" }) }],
  "api/dashboard-error-log/route.ts": [{ method: "POST", body: () => ({ url: "/de/nirgends" }) }],
  "api/shop-cart/route.ts": [{ method: "POST", body: () => ({ quantities: [1], event_jet_id: 1, sale_type_ids: [1] }) }],
};

/** Each of the base body's fields (nested ones by their top-level key) replaced by each bad value. */
function* variants(base: Record<string, unknown>): Generator<[string, Record<string, unknown>]> {
  for (const key of Object.keys(base)) {
    for (const bad of BAD_VALUES) yield [`${key}=${JSON.stringify(bad).slice(0, 20)}`, { ...base, [key]: bad }];
  }
  yield ["title=\\u0000", { ...base, translations: { de: { path: "x", title: "a\u0000" }, en: { path: "y", title: "\ud800" } } }];
}

interface Route {
  file: string;
  methods: (typeof METHODS)[number][];
  params: string[];
  /** Catch-all parameters ([...path]), which Next.js hands over as arrays. */
  catchAll: Set<string>;
  /** The URL path with the parameters' good values. */
  url: (params: Record<string, string>) => string;
  /** The path as the OpenAPI document writes it: /{lang}/pageeditor-api/module/{id}. */
  template: string;
}

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? routeFiles(path.join(dir, entry.name)) : entry.name === "route.ts" ? [path.join(dir, entry.name)] : []);
}

async function loadRoute(file: string): Promise<Route & { module: Record<string, unknown> }> {
  const module = (await import(file)) as Record<string, unknown>;
  const segments = path.relative(APP, path.dirname(file)).split(path.sep).filter((part) => !/^\(.*\)$/.test(part));
  const params = segments.map((part) => /^\[{1,2}(?:\.\.\.)?(\w+)\]{1,2}$/.exec(part)?.[1]).filter((name): name is string => !!name);
  const url = (values: Record<string, string>) =>
    `/${segments.map((part) => { const name = /^\[{1,2}(?:\.\.\.)?(\w+)\]{1,2}$/.exec(part)?.[1]; return name ? values[name] : part; }).join("/")}/`;
  const catchAll = new Set(segments.map((part) => /^\[{1,2}\.\.\.(\w+)\]{1,2}$/.exec(part)?.[1]).filter((name): name is string => !!name));
  const template = `/${segments.map((part) => part.replace(/^\[{1,2}(?:\.\.\.)?(\w+)\]{1,2}$/, "{$1}")).join("/")}`;
  return { file, module, params, catchAll, url, template, methods: METHODS.filter((method) => typeof module[method] === "function") };
}

/**
 * The property names in `value` (request bodies and query parameters, `$ref`s followed into
 * `document`), and whether some object there takes keys it does not name (a record).
 */
function namesIn(value: unknown, document: unknown): { names: Set<string>; open: boolean } {
  const names = new Set<string>();
  let open = false;
  const seen = new Set<unknown>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (node === null || typeof node !== "object" || seen.has(node)) return;
    seen.add(node);
    const record = node as Record<string, unknown>;
    if (typeof record.$ref === "string") walk(record.$ref.split("/").slice(1).reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], document));
    if (record.properties && typeof record.properties === "object") Object.keys(record.properties).forEach((name) => names.add(name));
    if (record.additionalProperties !== undefined && record.additionalProperties !== false) open = true;
    if (record.in === "query" && typeof record.name === "string") names.add(record.name);
    Object.values(record).forEach(walk);
  };
  walk(value);
  return { names, open };
}

/**
 * The names a route's method documents (its own fields), or null when the document lacks the
 * operation or its body takes any key (then every known name is its own).
 */
function operationNames(document: Record<string, unknown>, template: string, method: string): string[] | null {
  const paths = document.paths as Record<string, Record<string, Record<string, unknown>>> | undefined;
  // The public API's paths end in a slash, the editor's do not.
  const operation = (paths?.[template] ?? paths?.[`${template}/`])?.[method.toLowerCase()];
  if (!operation) return null;
  const { names, open } = namesIn([operation.parameters, operation.requestBody], document);
  return open ? null : [...names];
}

/**
 * The corpus on one database. Each database has a test file of its own: the walk is the
 * longest unit test, and two files run side by side on two cores.
 */
export function describeCorpus(name: TestDatabase["name"]) {
  const database = testDatabases().find((candidate) => candidate.name === name);
  describe.runIf(database)(`bad input never answers 500 on ${name}`, () => corpus(database!));
}

function corpus({ open }: TestDatabase) {
  let database: Database;
  let cookies: Record<string, string>;
  let document: Record<string, unknown>;
  let fields: string[];
  let pageId: number;

  beforeAll(async () => {
    database = await open();
    globalThis.__museumDb = Promise.resolve(database);
    cookies = (await editorSession(database, { role: "admin" })).cookies;
    pageId = await createPage(database.db, pageInput({ de: "korpus", en: "corpus" }));
    await replaceSections(database.db, { content_type: "cms.page", object_id: pageId, lang: "de", sections: [headlineSection("sec-a", "Korpus")] });
    document = JSON.parse(await (await openApi(editorRequest("/api/openapi.json"), undefined)).text()) as Record<string, unknown>;
    fields = [...new Set([...COMMON_QUERY, ...namesIn(document, document).names])];
    // Handlers log what they refuse; the corpus would flood the output.
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    globalThis.__museumDb = undefined;
    await database.close();
  });

  it("answers every route's bad path parameters, queries and bodies below 500", async () => {
    const failures: string[] = [];
    const routes = await Promise.all(routeFiles(APP).map(loadRoute));
    expect(routes.length).toBeGreaterThan(40);
    let catchAll = new Set<string>();
    const call = async (label: string, handler: unknown, url: string, params: Record<string, string>, method: string, init: { body?: unknown; raw?: string } = {}) => {
      const options = { method, cookies, csrf: CSRF, ...(init.body !== undefined ? { body: init.body } : {}) };
      const request = init.raw !== undefined
        ? new NextRequest(new URL(url, "http://localhost"), { method, body: init.raw, headers: { "content-type": "application/json", cookie: `sessionid=${cookies.sessionid}; csrftoken=${CSRF}`, "x-csrftoken": CSRF } })
        : null;
      const asParams = Object.fromEntries(Object.entries(params).map(([name, value]) => [name, catchAll.has(name) ? value.split("/") : value]));
      let status: number;
      try {
        const response = request
          ? await (handler as (r: NextRequest, s: unknown) => Promise<Response>)(request, { params: Promise.resolve(asParams) })
          : await callRoute(handler, url, asParams, options);
        status = response.status;
      } catch (error) {
        status = 599;
        label += ` threw ${String(error).slice(0, 120)}`;
      }
      if (status >= 500) failures.push(`${status} ${method} ${label}`);
    };

    for (const route of routes) {
      catchAll = route.catchAll;
      const good = Object.fromEntries(route.params.map((name) => [name, GOOD_SEGMENT[name] ?? "1"]));
      for (const method of route.methods) {
        const handler = route.module[method];
        const where = path.relative(APP, route.file);
        // Path parameters, one at a time (a bad language is a plain 404 before anything runs).
        for (const name of route.params.filter((param) => param !== "lang")) {
          for (const bad of BAD_SEGMENTS) {
            const params = { ...good, [name]: bad };
            await call(`${where} ${name}=${bad.slice(0, 20)}`, handler, route.url(good), params, method, method === "GET" || method === "DELETE" ? {} : { body: {} });
          }
        }
        // Query strings: every known name at once with one bad value.
        for (const bad of ["\u0000", "\ud800", "2147483648", "%", "x".repeat(5000), "-1", "1e309"]) {
          const query = new URLSearchParams(COMMON_QUERY.map((name) => [name, bad]));
          await call(`${where} ?=${JSON.stringify(bad).slice(0, 20)}`, handler, `${route.url(good)}?${query}`, good, method);
        }
        if (method === "GET" || method === "DELETE") continue;
        // Bodies: malformed JSON and wrong top-level types, then each documented field alone.
        for (const raw of ["{", "[1,", "\"\\u0000\"", "null", "[]", "12", "{\"a\":\"\\ud800\"}"]) await call(`${where} raw ${raw}`, handler, route.url(good), good, method, { raw });
        for (const base of (BASES[where] ?? []).filter((candidate) => candidate.method === method)) {
          const params = { ...good, ...base.params };
          for (const [label, body] of variants(base.body(pageId))) await call(`${where} base ${label}`, handler, route.url(params), params, method, { body });
        }
        // Each of the route's own fields alone with each bad value, and every other known name
        // at once: a key the route does not name is dropped by its schema, and together they
        // still reach whatever a handler reads before its schema.
        const own = operationNames(document, route.template, method) ?? fields;
        const others = fields.filter((name) => !own.includes(name));
        for (const bad of BAD_VALUES) {
          const label = JSON.stringify(bad).slice(0, 20);
          for (const name of own) await call(`${where} ${name}=${label}`, handler, route.url(good), good, method, { body: { [name]: bad } });
          if (others.length) await call(`${where} others=${label}`, handler, route.url(good), good, method, { body: Object.fromEntries(others.map((name) => [name, bad])) });
        }
      }
    }
    expect(failures).toEqual([]);
  }, 900_000);
}

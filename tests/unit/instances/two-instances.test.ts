import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "redis";
import sharp from "sharp";
import type { Database } from "@/server/db/open";
import { hasBuild, hasRedisServer, sharedDatabase, startInstance, startRedis, type Running } from "../../../scripts/instances";

// Two production servers on one scratch PostgreSQL database and one redis-server, as behind a
// load balancer: what one instance writes, the other serves within a second. Needs
// TEST_DATABASE_URL, the production build (`npm run build`, which `npm test` runs first) and
// Debian's redis-server; without one of them the file is skipped and says why.
const adminUrl = process.env.TEST_DATABASE_URL;
const missing = !adminUrl ? "TEST_DATABASE_URL is not set" : !hasBuild() ? "there is no production build (npm run build)" : !hasRedisServer() ? "redis-server is not installed" : null;
if (missing) console.warn(`Skipping the two-instance test: ${missing}.`);

const EDITOR = { email: "instances@museum.test", password: "two instances, one database" };
const SECOND = 1_000;

/** A client with its own cookies, like one browser, talking to any instance. */
class Visitor {
  private readonly cookies = new Map<string, string>();

  async call(base: string, path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set("cookie", [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; "));
    const csrf = this.cookies.get("csrftoken");
    if (csrf && init.method && init.method !== "GET") headers.set("X-CSRFToken", csrf);
    const response = await fetch(`${base}${path}`, { ...init, headers, redirect: "manual" });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const [name = "", value = ""] = pair.split("=");
      if (value) this.cookies.set(name.trim(), value);
      else this.cookies.delete(name.trim());
    }
    return response;
  }

  json = (base: string, path: string, method: string, body: unknown) =>
    this.call(base, path, { method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
}

/** Ask until `check` holds or the time is up; answers how long it took in ms. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await check()) return performance.now() - started;
    if (performance.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.skipIf(missing)("two instances on one PostgreSQL database and one Redis", () => {
  let database: Database & { url: string };
  let redis: Running;
  let a: Running;
  let b: Running;
  const editor = new Visitor();

  beforeAll(async () => {
    [database, redis] = await Promise.all([sharedDatabase(adminUrl!, EDITOR), startRedis()]);
    const env = { REDIS_URL: redis.url, MEDIA_STORAGE: "postgres" };
    [a, b] = await Promise.all([startInstance(database.url, env), startInstance(database.url, env)]);
  }, 300_000);
  afterAll(async () => {
    a?.stop();
    b?.stop();
    redis?.stop();
    // The servers' connections go with them; the drop forces out any that linger.
    await database?.close();
  }, 60_000);

  it("logs in through one instance and is logged in on the other", async () => {
    expect((await editor.json(a.url, "/de/pageeditor-api/login", "POST", { username: EDITOR.email, password: EDITOR.password })).status).toBe(200);
    const user = await editor.call(b.url, "/de/pageeditor-api/user");
    expect(user.status).toBe(200);
    expect(await user.json()).toMatchObject({ email: EDITOR.email });
    expect((await new Visitor().call(b.url, "/de/pageeditor-api/user")).status).toBe(401);
  });

  it("serves an edit published through one instance from the other within a second", async () => {
    const slug = `zwei-instanzen-${Date.now()}`;
    const created = await editor.json(a.url, "/de/pageeditor-api/pages/", "POST", { is_online: true, translations: { de: { path: slug, title: "Zwei Instanzen" }, en: { path: slug, title: "Two instances" } } });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const section = `instances-${id}`;
    expect((await editor.json(a.url, "/de/pageeditor-api/section/", "POST", { object_id: id, id: section, layout: "100", position: 0 })).status).toBe(201);
    const module = `${slug}-headline`;
    expect((await editor.json(a.url, "/de/pageeditor-api/module/", "POST", { section, column: 0, id: module, type: "headline", headline_level: 2, content: "Vorher" })).status).toBe(201);
    const publish = async () => expect((await editor.json(a.url, "/de/pageeditor-api/publishing/publish/", "POST", { object_id: id })).status).toBe(200);
    await publish();

    // A visitor's request to A renders the page into the shared cache; B answers it from there.
    const visitor = new Visitor();
    await within(5 * SECOND, async () => (await (await visitor.call(a.url, `/de/${slug}`)).text()).includes("Vorher"));
    const fromCache = await visitor.call(b.url, `/de/${slug}`);
    expect(fromCache.headers.get("x-nextjs-cache")).toBe("HIT");
    expect(await fromCache.text()).toContain("Vorher");

    expect((await editor.json(a.url, `/de/pageeditor-api/module/${module}/`, "PATCH", { content: "Nachher" })).status).toBe(200);
    await publish();
    const took = await within(SECOND, async () => (await (await visitor.call(b.url, `/de/${slug}`)).text()).includes("Nachher"));
    console.log(`the edit reached the other instance after ${took.toFixed(0)} ms`);
  });

  it("takes the site offline through one instance: the other answers 503 within a second", async () => {
    const visitor = new Visitor();
    expect((await visitor.call(b.url, "/de")).status).toBe(200);
    try {
      expect((await editor.json(a.url, "/de/dashboard-api/settings/", "PATCH", { is_site_online: false })).status).toBe(200);
      await within(SECOND, async () => (await visitor.call(b.url, "/de")).status === 503);
    } finally {
      expect((await editor.json(a.url, "/de/dashboard-api/settings/", "PATCH", { is_site_online: true })).status).toBe(200);
    }
    await within(SECOND, async () => (await visitor.call(b.url, "/de")).status === 200);
  });

  it("keeps the shared cache under the database's and build's prefix, and never stores a 404", async () => {
    const missing = `/de/gibt-es-nicht-${Date.now()}`;
    expect((await new Visitor().call(a.url, missing)).status).toBe(404);
    expect((await new Visitor().call(b.url, missing)).status).toBe(404);
    const client = createClient({ url: redis.url });
    await client.connect();
    try {
      const keys = await client.keys("*");
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.every((key) => /^museum:postgres-[0-9a-f]{16}:[\w-]+:/.test(key))).toBe(true);
      expect(keys.filter((key) => key.includes("gibt-es-nicht"))).toEqual([]);
    } finally {
      await client.quit();
    }
  });

  it("serves an image uploaded through one instance from the other, cacheable for a year", async () => {
    const png = await sharp({ create: { width: 640, height: 400, channels: 3, background: "#336699" } }).png().toBuffer();
    const form = new FormData();
    form.set("file", new File([new Uint8Array(png)], "Zwei Instanzen.png", { type: "image/png" }));
    const uploaded = await editor.call(a.url, "/de/api/temp-files/", { method: "POST", body: form });
    expect(uploaded.status).toBe(201);
    const { src } = (await uploaded.json()) as { src: string };
    const image = await new Visitor().call(b.url, `${src}-480.webp`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");
    expect(image.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(480);
  });
});
